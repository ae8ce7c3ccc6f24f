// /creator: the creator's dashboard, or the way in (the registered wallet, or an emailed link).
import { isMobileLike } from "~/wallet/connect-flow";
import { data, redirect } from "react-router";
import { z } from "~/utils/zod";
import { creatorPage } from "~/content/creator-program";
import { getSignedInWallet } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { enqueueJob } from "~/jobs/scheduler.server";
import { allowEmailLink } from "~/security/rate-limit.server";
import { absoluteUrl } from "~/utils/links.server";
import { closeCreatorSession, openCreatorLink, resolveCreator, SIGN_IN_LINK_JOB } from "./access.server";
import { creatorLinkPath } from "./creators.server";
import { creatorDashboard } from "./dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A phone's browser, by its client hint or its user agent. */
export const isPhone = (request: Request) =>
  request.headers.get("sec-ch-ua-mobile") === "?1" || isMobileLike(request.headers.get("user-agent") ?? "");

export async function loadCreatorPage(request: Request) {
  const db = await getDb();
  const url = new URL(request.url);
  const link = url.searchParams.get("link");
  if (link !== null) {
    const cookie = await openCreatorLink(db, request, link);
    // The token leaves the address bar either way.
    if (!cookie) throw redirect("/creator?expired=1", { headers: privateHeaders });
    throw redirect("/creator", { headers: { ...privateHeaders, "Set-Cookie": cookie } });
  }
  const creator = await resolveCreator(db, request);
  if (!creator) {
    const wallet = await getSignedInWallet(request);
    return data(
      {
        creator: null,
        dashboard: null,
        walletNotCreator: wallet !== null,
        expired: url.searchParams.has("expired"),
        // A phone seldom has Phantom's extension: the wallet would jump into Phantom's app.
        emailFirst: isPhone(request),
      },
      { headers: privateHeaders },
    );
  }
  return data(
    {
      creator: {
        name: creator.name,
        code: creator.code,
        link: absoluteUrl(creatorLinkPath(creator.code)),
        active: creator.active,
        commissionBps: creator.commissionBps,
        discountBps: creator.discountBps,
      },
      dashboard: await creatorDashboard(db, creator.id),
      walletNotCreator: false,
      expired: false,
      emailFirst: false,
    },
    { headers: privateHeaders },
  );
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send-link"),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  }),
  z.object({ intent: z.literal("sign-out") }),
]);

export type CreatorActionData = { ok: true; message: string } | { ok: false; error: string };

export async function runCreatorAction(request: Request) {
  const form = await request.formData().catch(() => null);
  const parsed = ActionSchema.safeParse({ intent: form?.get("intent"), email: form?.get("email") ?? undefined });
  if (!parsed.success) return data<CreatorActionData>({ ok: false, error: creatorPage.emailInvalid }, { status: 400 });
  const db = await getDb();
  if (parsed.data.intent === "sign-out")
    throw redirect("/creator", { headers: { "Set-Cookie": await closeCreatorSession(db, request) } });
  // The same work and answer whether or not the address is a creator's (the lookup runs in a job),
  // and a few links an hour per address.
  if (await allowEmailLink(parsed.data.email)) await enqueueJob(db, SIGN_IN_LINK_JOB, { email: parsed.data.email });
  return data<CreatorActionData>({ ok: true, message: creatorPage.emailSent });
}
