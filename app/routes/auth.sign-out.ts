// POST /auth/sign-out: ends the wallet session. Works as a plain form (redirects back)
// and from scripts (Accept: application/json).
import { data, redirect } from "react-router";
import { destroyWalletSession } from "~/auth/session.server";
import { sitePath } from "~/utils/site-path";
import type { Route } from "./+types/auth.sign-out";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const cookie = await destroyWalletSession(request);
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    return data({ signedOut: true }, { headers: { "Set-Cookie": cookie } });
  }
  const form = await request.formData().catch(() => null);
  return redirect(sitePath(form?.get("redirectTo")) ?? "/", { headers: { "Set-Cookie": cookie } });
}
