import { consoleLoader, csvResponse, noAdminAction } from "~/admin/route-helpers.server";
import { dashboardExportCopy } from "~/content/dashboard";
import { exportCsv } from "~/dashboard/export.server";
import { periodFrom } from "~/utils/period";
import { getEnv } from "~/utils/env.server";

export const loader = consoleLoader(async ({ admin, db, url }) => {
  const timeZone = getEnv().STORE_TIME_ZONE;
  const period = periodFrom(url.searchParams, new Date(), timeZone);
  const csv = await exportCsv(db, "movements", period, timeZone, admin);
  return csvResponse(csv, dashboardExportCopy.movementsFilename(period.from, period.to));
});

export const action = noAdminAction;
