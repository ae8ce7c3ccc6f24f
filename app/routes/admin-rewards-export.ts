import { requireAdmin } from "~/admin/auth.server";
import { exportUndistributedCsv } from "~/admin/rewards.server";
import { csvResponse, noAdminAction } from "~/admin/route-helpers.server";
import { rewardsCopy } from "~/content/admin";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/admin-rewards-export";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const csv = await exportUndistributedCsv(await getDb(), admin);
  const filename = rewardsCopy.csvFilename(new Date().toISOString().slice(0, 10));
  return csvResponse(csv, filename);
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);
