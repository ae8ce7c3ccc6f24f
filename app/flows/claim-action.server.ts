// The rewards page's form: Claim, and Check again for a claim still sending. Answers with a
// redirect to /rewards?claim=ID (the claim as it goes) or ?refused=reason (nothing was sent), so
// the page works the same with and without JavaScript and a reload never posts twice.
import { redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { recheckClaim } from "~/rewards/claims.server";
import { claimRewards } from "./claim-rewards.server";

const toPage = (query: string) => redirect(`/rewards?${query}`, 303);

export async function runClaimAction(request: Request): Promise<Response> {
  const form = await request.formData();
  const wallet = await getSignedInWallet(request);
  if (!wallet) return toPage("refused=signed_out");
  const db = await getDb();
  const intent = form.get("intent");

  if (intent === "recheck") {
    const raw = String(form.get("claimId") ?? "");
    if (!/^\d{1,9}$/.test(raw)) return toPage("claim=none");
    await recheckClaim(db, wallet, Number(raw)).catch((error: unknown) =>
      logger.warn({ err: error, claimId: raw }, "claim recheck could not reach the chain"),
    );
    // Another wallet's claim id is answered as not found by the page.
    return toPage(`claim=${raw}`);
  }
  if (intent !== "claim") return toPage("refused=nothing");

  try {
    const result = await claimRewards(db, wallet);
    if (result.ok) return toPage(`claim=${result.claimId}`);
    if (result.reason === "in_flight" && result.claimId) return toPage(`claim=${result.claimId}`);
    return toPage(`refused=${result.reason}`);
  } catch (error) {
    // The chain could not be read before anything was recorded: nothing changed.
    logger.warn({ err: error }, "claim refused: the chain could not be reached");
    return toPage("refused=unavailable");
  }
}
