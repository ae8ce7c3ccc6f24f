// /r/CODE: a creator's link. Sets the attribution cookie for an active code (and counts the click),
// then goes on to the page asked for (?next=, a path on this site) or the product page.
import { redirect } from "react-router";
import { followCreatorLink, safeNext } from "~/creators/referral.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/creator-link";

export async function loader({ request, params }: Route.LoaderArgs) {
  const setCookie = await followCreatorLink(await getDb(), request, params.code ?? "");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return redirect(next, { headers });
}
