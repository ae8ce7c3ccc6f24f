import { redirect } from "react-router";
import { dashboardCopy as t } from "~/content/dashboard";
import { getDashboard } from "~/dashboard/dashboard.server";
import { getToday } from "~/dashboard/today.server";
import { DashboardView } from "~/dashboard/DashboardView";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-dashboard";

export const loader = consoleLoader(async ({ db, url }) => {
  // The orders list lived at /admin until the dashboard took its place: old links still land on it.
  if (url.searchParams.has("status") || url.searchParams.has("page")) throw redirect(`/admin/orders${url.search}`);
  const [dashboard, today] = await Promise.all([getDashboard(db, url.searchParams), getToday(db)]);
  return { ...dashboard, today };
});

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { period } = loaderData;
  const exportHref = `/admin/orders/export.csv?${new URLSearchParams({ period: "custom", from: period.from, to: period.to })}`;
  return <DashboardView d={loaderData} today={loaderData.today} exportHref={exportHref} />;
}
