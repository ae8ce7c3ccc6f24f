// The order page's note on USDC the store did not keep: what came, why, and the transaction that
// sent it back (or why it was kept, or is held); and, while an underpaid order is open, what is missing.
import { paymentReturnCopy as t } from "~/content/refunds";
import type { Hold, ReturnStatus } from "./returns.server";

export type PaymentReturnView = {
  id: number;
  text: string;
  status: ReturnStatus;
  hold: Exclude<Hold, "kept"> | null;
  signature: string | null;
  url: string | null;
};

export function PaymentReturns({ returns, missing }: { returns: PaymentReturnView[]; missing: string | null }) {
  if (returns.length === 0 && !missing) return null;
  return (
    <div className="mt-4 space-y-3">
      {missing && (
        <p
          className="rounded-xl border border-chai-500/40 bg-chai-300/15 px-4 py-3 text-espresso-900"
          data-testid="underpaid-note"
        >
          {missing}
        </p>
      )}
      {returns.length > 0 && (
        <div className="border-t border-cream-300 pt-4" data-testid="payment-returns">
          <h3 className="font-semibold text-espresso-900">{t.title}</h3>
          <ul className="mt-2 space-y-3 text-sm text-espresso-800">
            {returns.map((r) => (
              <li key={r.id} data-testid="payment-return" data-status={r.status}>
                {r.text}{" "}
                {r.status === "sent" && r.url ? (
                  <>
                    {t.sent}{" "}
                    <a href={r.url} target="_blank" rel="noreferrer" className="break-all font-mono text-xs underline">
                      {r.signature}
                    </a>
                  </>
                ) : r.status === "held" ? (
                  t.held[r.hold ?? "limit"]
                ) : (
                  t[r.status === "sent" ? "sending" : r.status]
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
