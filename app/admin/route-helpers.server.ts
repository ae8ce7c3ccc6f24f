import { data } from "react-router";
import { requireAdmin } from "./auth.server";

/** For console pages that take no posts: outsiders still get the 404, admins a 405. */
export async function noAdminAction(request: Request): Promise<never> {
  await requireAdmin(request);
  throw data(null, { status: 405 });
}

/** Console pages are private and change often: never cached, never indexed. */
export const adminHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** A console export: a CSV file to download, private like every console page. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
