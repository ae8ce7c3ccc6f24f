import { requireAdmin } from "~/admin/auth.server";
import { csvResponse, noAdminAction } from "~/admin/route-helpers.server";
import { payoutsCsv } from "~/creators/payouts.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/admin-creator-payouts-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await payoutsCsv(await getDb());
  return csvResponse(csv, `creator-payouts-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);
