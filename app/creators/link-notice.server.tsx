// The bar a shopper sees on every page after following a creator's link: the code is applied, how
// much it takes off a first order, and until when. Drawn on the server (no script on any page);
// a page with it is this visitor's own, never kept for everyone (server/kept-responses.ts).
import { renderServerHtml } from "~/components/server-html/render.server";
import { percentFromBps, referralLinkCopy } from "~/content/creator-program";
import { linkDiscount } from "./referral.server";

export async function linkNoticeHtml(request: Request): Promise<string | null> {
  if (new URL(request.url).pathname.startsWith("/admin")) return null;
  const link = await linkDiscount(request);
  if (!link) return null;
  return renderServerHtml(
    <p
      role="status"
      data-testid="referral-notice"
      className="bg-sage-100 px-4 py-2.5 text-center text-sm font-medium text-sage-700 sm:px-6"
    >
      {referralLinkCopy.notice(link.code, percentFromBps(link.discountBps), link.until)}
    </p>,
  );
}
