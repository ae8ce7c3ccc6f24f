// Claiming on the rewards page: the claim form (or why it is closed) and what happened after a press.
import { Icon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import type { RewardsCopy } from "~/content/rewards";
import { cn } from "~/utils/cn";
import type { ClaimNotice, ClaimPanel } from "./rewards-page.server";

type Copy = RewardsCopy;

export const npx = (n: number) => n.toLocaleString("en-US");

/** Claiming: closed or paused said plainly (no button); open, a form that posts without JavaScript. */
export function ClaimBox({
  copy,
  panel,
  signedIn,
  className,
}: {
  copy: Copy;
  panel: ClaimPanel;
  signedIn?: boolean;
  className?: string;
}) {
  const { claim } = copy;
  if (panel.state !== "open") {
    const paused = panel.state === "paused";
    return (
      <div
        className={cn(
          "flex flex-col gap-3 rounded-2xl border border-dashed border-chai-300 bg-cream-50 p-6",
          className,
        )}
        data-testid="rewards-claim"
      >
        <p className="flex items-center justify-between gap-3">
          <span className="font-semibold text-espresso-900">{claim.title}</span>
          <span className="rounded-full bg-chai-300/30 px-2.5 py-1 text-xs font-semibold text-chai-700">
            {paused ? claim.pausedBadge : claim.closedBadge}
          </span>
        </p>
        <p className="text-sm text-espresso-700">{paused ? claim.paused : claim.closed}</p>
      </div>
    );
  }
  const canClaim = signedIn && panel.claimableNpx > 0 && panel.claimableNpx >= panel.minClaimNpx;
  return (
    <div
      className={cn("flex flex-col gap-3 rounded-2xl bg-cream-50 p-6 ring-2 ring-chai-300", className)}
      data-testid="rewards-claim"
    >
      <p className="font-semibold text-espresso-900">{claim.title}</p>
      <p className="text-sm text-espresso-700">{claim.open}</p>
      {signedIn && (
        <p className="text-sm text-espresso-700">
          {claim.claimable}:{" "}
          <strong className="text-espresso-900 tabular-nums" data-testid="rewards-claimable">
            {npx(panel.claimableNpx)} NPX
          </strong>
        </p>
      )}
      {signedIn && panel.owedBackNpx > 0 && (
        <p className="text-sm text-chai-700" data-testid="rewards-owed-back">
          {claim.owedBack(npx(panel.owedBackNpx))}
        </p>
      )}
      {canClaim ? (
        <form method="post" action="/rewards" className="mt-auto">
          <input type="hidden" name="intent" value="claim" />
          <button type="submit" className={buttonClass({ variant: "accent", size: "sm" })}>
            {claim.button} <Icon name="arrow-right" aria-hidden />
          </button>
        </form>
      ) : (
        signedIn && (
          <p className="text-sm text-espresso-700">
            {panel.claimableNpx > 0 ? claim.minimum(npx(panel.minClaimNpx)) : claim.nothing}
          </p>
        )
      )}
    </div>
  );
}

/** What happened after a Claim press: the claim as it goes, or why nothing was sent. */
export function ClaimNoticeBox({ copy, notice, className }: { copy: Copy; notice: ClaimNotice; className?: string }) {
  const box = "rounded-2xl px-5 py-4 text-sm ring-1";
  if (notice.kind !== "claim") {
    const text =
      notice.kind === "not_found" ? copy.claimStatus.notFound : copy.refused[notice.reason as keyof Copy["refused"]];
    return (
      <p
        role="status"
        className={cn(box, "bg-chai-300/20 text-espresso-900 ring-chai-300", className)}
        data-testid="claim-notice"
      >
        {text}
      </p>
    );
  }
  const { claim } = notice;
  const status = copy.claimStatus[claim.status];
  return (
    <div
      role="status"
      className={cn(
        box,
        claim.status === "failed" ? "bg-cream-50 ring-chai-300" : "bg-sage-100 ring-sage-700/30",
        className,
      )}
      data-testid="claim-notice"
      data-status={claim.status}
    >
      <p className="font-semibold text-espresso-900">
        {status.title}: {npx(claim.totalNpx)} NPX
      </p>
      <p className="mt-1 text-espresso-700">{status.text}</p>
      {claim.explorerUrl && (
        <ExplorerLink href={claim.explorerUrl} label={copy.claimStatus.explorer} className="mt-2 inline-block" />
      )}
      {claim.status === "sending" && (
        <form method="post" action="/rewards" className="mt-3">
          <input type="hidden" name="intent" value="recheck" />
          <input type="hidden" name="claimId" value={claim.id} />
          <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
            {copy.claimStatus.checkAgain}
          </button>
        </form>
      )}
    </div>
  );
}

export function ExplorerLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn("font-semibold text-chai-700 underline underline-offset-4", className)}
    >
      {label}
    </a>
  );
}
