import { SubscriptionPage } from "~/routes/subscription/SubscriptionPage";
import { privatePageHeaders } from "~/security/private-page";
import { loadSubscriptionPage, submitSubscriptionControl } from "~/routes/subscription/subscription-page.server";
import type { Route } from "./+types/subscription";

export const meta: Route.MetaFunction = () => [
  { title: "Your subscription | NAVA Focus" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSubscriptionPage(request, params.subscriptionId);
}

export async function action({ request, params }: Route.ActionArgs) {
  return submitSubscriptionControl(request, params.subscriptionId);
}

export default function SubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage data={loaderData} result={actionData} />;
}
