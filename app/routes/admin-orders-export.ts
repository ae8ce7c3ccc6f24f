import { requireAdmin } from "~/admin/auth.server";
import { csvResponse, noAdminAction } from "~/admin/route-helpers.server";
import { dashboardExportCopy } from "~/content/dashboard";
import { exportOrdersCsv } from "~/dashboard/export.server";
import { periodFrom } from "~/dashboard/period";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/admin-orders-export";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const timeZone = getEnv().STORE_TIME_ZONE;
  const period = periodFrom(new URL(request.url).searchParams, new Date(), timeZone);
  const csv = await exportOrdersCsv(await getDb(), period, timeZone, admin);
  return csvResponse(csv, dashboardExportCopy.filename(period.from, period.to));
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);
