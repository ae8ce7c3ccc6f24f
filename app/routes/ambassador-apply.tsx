import { Icon, type IconName } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { applyPage, applySuccess } from "~/content/creators";
import { ApplicationForm } from "~/creators/ApplicationForm";
import { handleApplicationPost } from "~/creators/apply.server";
import { getEnv } from "~/utils/env.server";
import { clientAddressContext } from "~/utils/request-context";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/ambassador-apply";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    { title: applyPage.seoTitle, description: applyPage.seoDescription, path: "/ambassador/apply" },
    siteUrlFrom(matches),
  );

export function loader() {
  return { contactEmail: getEnv().CONTACT_EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApplicationPost(request, context.get(clientAddressContext));
}

const requirementIcons: IconName[] = ["users", "badge-check", "calendar-check"];

function Received() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center sm:py-10">
      <Icon name="circle-check" className="mx-auto size-14 text-sage-500" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-display text-3xl font-semibold text-espresso-900 outline-none sm:text-4xl"
      >
        {applySuccess.title}
      </h2>
      <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-espresso-700">{applySuccess.body}</p>
      <Link to="/ambassador" className={buttonClass({ variant: "outline", className: "mt-8" })}>
        {applySuccess.next}
      </Link>
    </div>
  );
}

export default function AmbassadorApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="relative mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 sm:pt-14 lg:px-8">
      <Link
        to="/ambassador"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-chai-700 hover:text-chai-600"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden />
        {applyPage.backToProgram}
      </Link>
      <header className="mt-8 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{applyPage.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-espresso-900 sm:text-5xl">
          {applyPage.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-espresso-700">{applyPage.intro}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8 lg:p-10">
          {actionData?.status === "received" ? <Received /> : <ApplicationForm result={actionData} />}
        </div>

        <aside
          aria-labelledby="apply-requirements"
          className="order-first space-y-6 lg:sticky lg:top-24 lg:order-last lg:self-start"
        >
          <div className="rounded-2xl bg-espresso-900 p-6 text-cream-100 sm:p-7">
            <h2 id="apply-requirements" className="font-display text-xl font-semibold">
              {applyPage.requirementsTitle}
            </h2>
            <ul className="mt-5 space-y-5">
              {applyPage.requirements.map((r, i) => {
                return (
                  <li key={r.title} className="flex gap-3">
                    <Icon
                      name={requirementIcons[i] ?? "badge-check"}
                      className="mt-0.5 size-5 shrink-0 text-chai-300"
                      aria-hidden
                    />
                    <div>
                      <p className="font-semibold text-cream-50">{r.title}</p>
                      <p className="mt-1 text-sm leading-relaxed text-cream-200">{r.body}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <p className="flex items-start gap-2 px-1 text-sm text-espresso-700">
            <Icon name="mail" className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {applyPage.contactLead}{" "}
              <a
                href={`mailto:${loaderData.contactEmail}`}
                className="font-semibold text-chai-700 underline underline-offset-2 hover:text-chai-600"
              >
                {loaderData.contactEmail}
              </a>
            </span>
          </p>
        </aside>
      </div>
    </div>
  );
}
