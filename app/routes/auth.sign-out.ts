// POST /auth/sign-out: ends the wallet session. Works as a plain form (redirects back)
// and from scripts (Accept: application/json).
import { data, redirect } from "react-router";
import { destroyWalletSession } from "~/auth/session.server";
import { isCrossSite } from "~/auth/siws.server";
import type { Route } from "./+types/auth.sign-out";

/** Only a path on this site; anything else goes home. */
function safeRedirect(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")
    ? value
    : "/";
}

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossSite(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const cookie = await destroyWalletSession(request);
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    return data({ signedOut: true }, { headers: { "Set-Cookie": cookie } });
  }
  const form = await request.formData().catch(() => null);
  return redirect(safeRedirect(form?.get("redirectTo") ?? null), { headers: { "Set-Cookie": cookie } });
}
