// POST /auth/sign-out: ends the wallet session. Works as a plain form (redirects back)
// and from scripts (Accept: application/json).
import { data, redirect } from "react-router";
import { destroyWalletSession } from "~/auth/session.server";
import { isCrossSite } from "~/auth/siws.server";
import type { Route } from "./+types/auth.sign-out";

const SAME_SITE = "http://same-site.invalid";

/**
 * Only a path on this site; anything else goes home. Browsers drop tabs and newlines and read a
 * backslash as a slash, so "/\t/evil.com" is "//evil.com": such characters are refused outright,
 * and what is left must resolve on this site.
 */
function safeRedirect(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    return new URL(value, SAME_SITE).origin === SAME_SITE ? value : "/";
  } catch {
    return "/";
  }
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
