import { Link } from "react-router";
import { EmailLinkForm } from "~/components/EmailLinkForm";
import { fieldMessages, manageLinkPage as t, subscriptionStatusLabels } from "~/content/subscriptions";
import { manageLinkSchema } from "~/subscriptions/controls";
import { loadManageLinksPage, requestManageLink } from "~/subscriptions/manage-links.server";
import type { Route } from "./+types/subscriptions";

export const meta: Route.MetaFunction = () => [
  { title: "Manage your subscription | NAVA Focus" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return loadManageLinksPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return requestManageLink(request);
}

export default function SubscriptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.error : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{t.title}</h1>
      {loaderData.subscriptions && (
        <section aria-labelledby="mine-title" className="mt-8">
          <h2 id="mine-title" className="font-display text-2xl font-semibold">
            {t.signedInTitle}
          </h2>
          {loaderData.subscriptions.length === 0 ? (
            <p className="mt-3 text-espresso-700">{t.none}</p>
          ) : (
            <ul className="mt-3 space-y-2" data-testid="wallet-subscriptions">
              {loaderData.subscriptions.map((s) => (
                <li key={s.id} className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
                  <Link
                    to={`/subscriptions/${s.id}`}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
                  >
                    {s.productName}, {s.quantity} × every {s.frequencyWeeks} weeks
                  </Link>
                  <p className="text-sm text-espresso-700">
                    {subscriptionStatusLabels[s.status]} · {s.nextDay}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {loaderData.expired && (
        <p role="alert" className="mt-6 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-berry-700">
          {t.expired}
        </p>
      )}
      <p className="mt-6 text-espresso-800">{t.intro}</p>
      <EmailLinkForm
        id="manage-email"
        label={t.emailLabel}
        button={t.button}
        error={error}
        sent={actionData?.ok ? actionData.message : null}
        sentTestId="manage-link-sent"
        check={{ isValid: (email) => manageLinkSchema.safeParse({ email }).success, message: fieldMessages.email }}
      />
    </div>
  );
}
