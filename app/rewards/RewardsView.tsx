// The rewards page's markup, drawn on the server (decision 0006): the program for visitors
// (RewardsProgram.tsx), the ledger for a signed-in wallet (RewardsLedger.tsx). Only the sign-in
// button runs in the browser.
import type { ReactNode } from "react";
import type { RewardsCopy } from "~/content/rewards";
import type { ClaimNotice, ClaimPanel, RewardsAccount } from "./rewards-page.server";
import { Ledger } from "./RewardsLedger";
import { Program } from "./RewardsProgram";

type Copy = RewardsCopy;

export function RewardsView({
  copy,
  account,
  notice,
  claimState,
  holderHistory,
}: {
  copy: Copy;
  account: RewardsAccount | null;
  notice: ClaimNotice | null;
  claimState: ClaimPanel["state"];
  /** The holder's perks used and NPX spent in the store, drawn by app/holders (the route hands it). */
  holderHistory?: ReactNode;
}) {
  return account ? (
    <Ledger copy={copy} account={account} notice={notice} holderHistory={holderHistory} />
  ) : (
    <Program copy={copy} claimState={claimState} notice={notice} />
  );
}
