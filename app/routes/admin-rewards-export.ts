import { consoleLoader, csvResponse, noAdminAction } from "~/admin/route-helpers.server";
import { exportUndistributedCsv } from "~/admin/rewards.server";
import { rewardsCopy } from "~/content/admin";

export const loader = consoleLoader(async ({ admin, db }) => {
  const csv = await exportUndistributedCsv(db, admin);
  const filename = rewardsCopy.csvFilename(new Date().toISOString().slice(0, 10));
  return csvResponse(csv, filename);
});

export const action = noAdminAction;
