// /subscriptions: a signed-in wallet's subscriptions, and the guest's "email me a fresh link" form.
import { data } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { fieldMessages, manageLinkPage } from "~/content/subscriptions";
import { getDb } from "~/db/client.server";
import { enqueueJob } from "~/jobs/scheduler.server";
import { allowEmailLink } from "~/security/rate-limit.server";
import { MANAGE_LINKS_JOB } from "./access.server";
import { manageLinkSchema } from "./controls";
import { formatDay } from "./schedule";
import { listWalletSubscriptions } from "./subscriptions.server";

export async function loadManageLinksPage(request: Request) {
  const wallet = await getSignedInWallet(request);
  const owned = wallet ? await listWalletSubscriptions(await getDb(), wallet) : null;
  return data(
    {
      expired: new URL(request.url).searchParams.get("link") === "expired",
      subscriptions: owned?.map((s) => ({ ...s, nextDay: formatDay(s.nextRenewalOn) })) ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type ManageLinkActionData = { ok: true; message: string } | { ok: false; error: string };

/**
 * The same work and the same answer whether or not the address has a subscription: the lookup and
 * the email happen later, in a job, so neither the answer nor its timing says which. A few links an
 * hour per address; past that, the same answer and nothing sent.
 */
export async function requestManageLink(request: Request) {
  const form = await request.formData().catch(() => null);
  const parsed = manageLinkSchema.safeParse({ email: form?.get("email") });
  if (!parsed.success) return data<ManageLinkActionData>({ ok: false, error: fieldMessages.email }, { status: 400 });
  if (await allowEmailLink(parsed.data.email)) {
    await enqueueJob(await getDb(), MANAGE_LINKS_JOB, { email: parsed.data.email });
  }
  return data<ManageLinkActionData>({ ok: true, message: manageLinkPage.sent });
}
