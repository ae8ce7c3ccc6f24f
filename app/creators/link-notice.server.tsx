// What a shopper sees on the product page (the link's landing page) after following a creator's
// link: the code is applied, how much it takes off a first order, and until when. Drawn on the
// server (no script); a page with it is this visitor's own, never kept (server/kept-responses.ts).
import { renderServerHtml } from "~/components/server-html/render.server";
import { percentFromBps, referralLinkCopy } from "~/content/creator-program";
import { linkDiscount } from "./referral.server";

export async function linkNoticeHtml(request: Request): Promise<string | null> {
  const link = await linkDiscount(request);
  if (!link) return null;
  return renderServerHtml(
    <p
      role="status"
      data-testid="referral-notice"
      className="mb-7 rounded-2xl border border-sage-700/30 bg-sage-100 px-5 py-4 text-sm font-medium text-sage-700"
    >
      {referralLinkCopy.notice(link.code, percentFromBps(link.discountBps), link.until)}
    </p>,
  );
}
