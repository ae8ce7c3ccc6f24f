// /r/CODE: a creator's link. Sets the attribution cookie for an active code (and counts the click),
// then goes on to the page asked for (?next=, a path on this site) or the product page; a `next`
// that is not a path of this site goes home.
import { redirect } from "react-router";
import { followCreatorLink } from "~/creators/referral.server";
import { getDb } from "~/db/client.server";
import { sitePath } from "~/utils/site-path";
import type { Route } from "./+types/creator-link";

export async function loader({ request, params }: Route.LoaderArgs) {
  const setCookie = await followCreatorLink(await getDb(), request, params.code ?? "");
  const asked = new URL(request.url).searchParams.get("next");
  const next = asked === null ? "/product" : (sitePath(asked) ?? "/");
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return redirect(next, { headers });
}
