// The preamble every console route shares: the admin check before anything is read or done, the
// private headers, and the read-only pages' 405.
import { data, type Params } from "react-router";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import { requireAdmin } from "./auth.server";
import { readForm } from "~/utils/read-form.server";
import { consoleCopy } from "~/content/admin";

interface RouteArgs {
  request: Request;
  params: Params;
}

/** A console loader: outsiders get the 404 before anything is read; the page reads with these. */
export function consoleLoader<T>(read: (args: RouteArgs & { db: Db; url: URL; admin: string }) => Promise<T>) {
  return async ({ request, params }: RouteArgs) => {
    const admin = await requireAdmin(request);
    return read({ request, params, admin, db: await getDb(), url: new URL(request.url) });
  };
}

/** A console action: the admin check, then the posted form (an empty one when the body is not a form). */
export function consoleAction<T>(run: (args: RouteArgs & { db: Db; form: FormData; admin: string }) => Promise<T>) {
  return async ({ request, params }: RouteArgs) => {
    const admin = await requireAdmin(request);
    return run({ request, params, admin, db: await getDb(), form: await readForm(request) });
  };
}

/** For console pages that take no posts: outsiders still get the 404, admins a 405. */
export async function noAdminAction({ request }: { request: Request }): Promise<never> {
  await requireAdmin(request);
  throw data(null, { status: 405 });
}

/** Console pages are private and change often: never cached, never indexed. */
export const adminHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The console routes' `headers` export. */
export const consoleHeaders = () => adminHeaders;

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

/**
 * An action that cannot be undone runs only with the operator's tick (`ConfirmBox` posts
 * confirm=yes); without it, a 400 with the message and nothing done. `intents` lists the form's
 * `intent` values that need it (null stands for a form without one).
 */
export function confirmationMissing<Answer extends { ok: boolean; message: string }>(
  form: FormData,
  intents: ReadonlyArray<string | null>,
) {
  const intent = form.get("intent");
  const key = typeof intent === "string" ? intent : null;
  if (!intents.includes(key) || form.get("confirm") === "yes") return null;
  const refusal: { ok: boolean; message: string } = { ok: false, message: consoleCopy.confirmNeeded };
  return data(refusal as Answer, { status: 400 });
}
