import { payoutsCsv } from "~/creators/payouts.server";
import { consoleLoader, csvResponse, noAdminAction } from "~/admin/route-helpers.server";

export const loader = consoleLoader(async ({ db }) => {
  const csv = await payoutsCsv(db);
  return csvResponse(csv, `creator-payouts-${new Date().toISOString().slice(0, 10)}.csv`);
});

export const action = noAdminAction;
