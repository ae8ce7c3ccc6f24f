import { redirect } from "react-router";
import { requireAdmin } from "~/admin/auth.server";
import { adminMeta } from "~/admin/meta";
import { adminHeaders, noAdminAction } from "~/admin/route-helpers.server";
import { dashboardCopy as t } from "~/content/dashboard";
import { getDashboard } from "~/dashboard/dashboard.server";
import { DashboardView } from "~/dashboard/DashboardView";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  // The orders list lived at /admin until the dashboard took its place: old links still land on it.
  if (url.searchParams.has("status") || url.searchParams.has("page")) throw redirect(`/admin/orders${url.search}`);
  return getDashboard(await getDb(), url.searchParams);
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);

export const headers: Route.HeadersFunction = () => adminHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta(t.title, error);

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { period } = loaderData;
  const exportHref = `/admin/orders/export.csv?${new URLSearchParams({ period: "custom", from: period.from, to: period.to })}`;
  return <DashboardView d={loaderData} exportHref={exportHref} />;
}
