import { requireAdmin } from "~/admin/auth.server";
import { adminHeaders, noAdminAction } from "~/admin/route-helpers.server";
import { payoutsCsv } from "~/creators/payouts.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/admin-creator-payouts-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await payoutsCsv(await getDb());
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="creator-payouts-${new Date().toISOString().slice(0, 10)}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);
