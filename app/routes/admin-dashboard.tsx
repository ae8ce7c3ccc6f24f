import { redirect } from "react-router";
import { requireAdmin } from "~/admin/auth.server";
import { adminMeta } from "~/admin/meta";
import { adminHeaders, noAdminAction } from "~/admin/route-helpers.server";
import { PageTitle } from "~/admin/ui";
import { dashboardCopy as t } from "~/content/dashboard";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  // The orders list lived at /admin until the dashboard took its place: old links still land on it.
  if (url.searchParams.has("status") || url.searchParams.has("page")) throw redirect(`/admin/orders${url.search}`);
  return {};
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);

export const headers: Route.HeadersFunction = () => adminHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta(t.title, error);

export default function AdminDashboardPage() {
  return <PageTitle title={t.title} />;
}
