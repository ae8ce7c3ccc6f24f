// The order page's payment section. Pay from the connected Phantom (the wallet stack is
// fetched only when the shopper clicks), or from a phone with the Solana Pay QR code drawn on
// the server; then follow the payment until the chain confirms it or says why not.
import { Icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cardCopy, payPanel } from "~/content/payments";
import { formatCents } from "~/utils/money";
import { connectWallet, sendWalletTransaction } from "~/wallet/wallet-store";
import { useWalletState } from "~/wallet/wallet-state";
import { CardOnFile } from "./card/CardOnFile";
import { CardPayment } from "./card/CardPayment";
import type { CardSectionData } from "./card/card-section";
import type { PaidVia, PaymentSectionData, PaymentState, PaymentStatusBody } from "./status";

/** Says how the order was paid: never "on Solana" for a card or a payment the store recorded. */
function paidMessage(via: PaidVia | null): string {
  if (via === "card") return cardCopy.confirmed;
  if (via === "usdc") return payPanel.confirmed;
  if (via === "store") return payPanel.recorded;
  return payPanel.received;
}

type Step = "idle" | "connecting" | "preparing" | "signing" | "sent";

interface Seen {
  state: PaymentState;
  reason: string | null;
  /** Transfers the store has seen for the order. */
  count: number;
}

/** Faster right after this page sent a payment; slower while the shopper may pay by phone. */
const FOLLOW_MS = { sent: 2_000, open: 5_000 };
/** A sent payment the store has not seen by then is most likely lost (an expired blockhash). */
const SENT_PATIENCE_MS = 90_000;

export interface PaymentPanelProps {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  /** NPX the order earns once paid (0 without a signed-in wallet). */
  npxReward: number;
  payment: PaymentSectionData;
  /** Paying by card (Stripe Checkout), when the store takes cards. */
  card: CardSectionData;
  /** How the order was paid, once the page's data knows (null until then, or unpaid). */
  paidVia?: PaidVia | null;
  /** What went back once the order was refunded in whole or part, said instead of "paid, thank you". */
  refunded?: string | null;
}

export function PaymentPanel({
  orderId,
  orderNumber,
  totalCents,
  npxReward,
  payment,
  card,
  paidVia = null,
  refunded = null,
}: PaymentPanelProps) {
  const [seen, setSeen] = useState<Seen>({ state: payment.state, reason: payment.reason, count: payment.seen });
  const [step, setStep] = useState<Step>("idle");
  const [notice, setNotice] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const wallet = useWalletState();
  const { revalidate } = useRevalidator();
  const latest = useRef({ seen, revalidate, sentWith: 0 });
  latest.current.seen = seen;
  latest.current.revalidate = revalidate;

  useEffect(() => setHydrated(true), []);
  // Fresh loader data (after a revalidation) is the newest word.
  useEffect(
    () => setSeen({ state: payment.state, reason: payment.reason, count: payment.seen }),
    [payment.state, payment.reason, payment.seen],
  );

  const settled = seen.state === "confirmed" || seen.state === "closed";
  // Back from Stripe's page: the card payment is confirmed by Stripe's webhook, so follow it closely.
  const fast = step === "sent" || card.notice === "confirming";
  const following = payment.enabled || card.enabled;

  // Follow the payment while the page is visible and the order is unsettled.
  useEffect(() => {
    if (!following || settled) return;
    let active = true;
    let inFlight = false;
    let timer: number | undefined;
    const query = payment.token ? `?token=${encodeURIComponent(payment.token)}` : "";
    const schedule = () => {
      window.clearTimeout(timer);
      if (active && !document.hidden) timer = window.setTimeout(check, fast ? FOLLOW_MS.sent : FOLLOW_MS.open);
    };
    const check = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/payment${query}`, {
          headers: { accept: "application/json" },
        });
        if (response.ok && active) {
          const body = (await response.json()) as PaymentStatusBody;
          if (!active) return;
          const next = { state: body.state, reason: body.reason, count: body.payments.length };
          setSeen(next);
          // The payment this page sent is in: stop saying it is on its way.
          setStep((s) =>
            s === "sent" && (next.state === "confirmed" || next.count > latest.current.sentWith) ? "idle" : s,
          );
          // The order's status and reward on the rest of the page come from the loader.
          if (next.state === "confirmed" || next.state === "closed") void latest.current.revalidate();
        }
      } catch {
        // Offline for a moment: the next round tries again.
      } finally {
        inFlight = false;
        schedule();
      }
    };
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (!document.hidden) void check();
    };
    document.addEventListener("visibilitychange", onVisibility);
    schedule();
    return () => {
      active = false;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [following, payment.token, settled, fast, orderId]);

  // Do not spin forever: say the payment has not arrived, and keep following it at the slower pace.
  useEffect(() => {
    if (step !== "sent") return;
    const timer = window.setTimeout(() => {
      setStep("idle");
      setNotice(payPanel.notSeenYet);
    }, SENT_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const pay = async () => {
    setNotice(null);
    try {
      setStep("connecting");
      const account = wallet.address ?? (await connectWallet());
      if (!account) return setStep("idle");
      setStep("preparing");
      const response = await fetch(`/api/pay/${encodeURIComponent(orderId)}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ account }),
      });
      const body = (await response.json().catch(() => ({}))) as { transaction?: string; message?: string };
      if (!response.ok || !body.transaction) {
        setNotice(body.message ?? payPanel.notSent);
        return setStep("idle");
      }
      setStep("signing");
      const sent = await sendWalletTransaction(body.transaction);
      if (!sent.ok) {
        setNotice(sent.declined ? payPanel.declined : payPanel.notSent);
        return setStep("idle");
      }
      latest.current.sentWith = latest.current.seen.count;
      setStep("sent");
    } catch {
      setNotice(payPanel.notSent);
      setStep("idle");
    }
  };

  const busy = step !== "idle";
  const progress =
    step === "idle" ? (hydrated && seen.state === "waiting" ? payPanel.watching : null) : payPanel.steps[step];

  const live = (
    <div role="status" aria-live="polite" data-testid="payment-state">
      {seen.state === "confirmed" ? (
        <div className="flex gap-3 rounded-2xl bg-sage-100 px-4 py-4 text-espresso-900">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
          <div>
            <p className="font-semibold" data-testid="payment-settled">
              {refunded ?? paidMessage(paidVia ?? (card.paidByCard ? "card" : null))}
            </p>
            {npxReward > 0 && (
              <p className="mt-1 text-sm">{payPanel.rewardEarned(npxReward.toLocaleString("en-US"))}</p>
            )}
          </div>
        </div>
      ) : seen.state === "closed" ? (
        <p className="text-espresso-800">{payPanel.closed}</p>
      ) : card.notice === "confirming" ? (
        <p className="font-semibold text-espresso-900" data-testid="card-confirming">
          {cardCopy.confirming}
        </p>
      ) : !payment.enabled ? (
        !card.enabled && <p className="text-espresso-800">{payPanel.unavailable}</p>
      ) : (
        <>
          {progress && <p className="text-sm text-espresso-700">{progress}</p>}
          {seen.state === "failed" && step !== "sent" && seen.reason && (
            <div
              className="mt-4 flex gap-3 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-4 py-3 text-espresso-900"
              data-testid="payment-failed"
            >
              <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-berry-700" aria-hidden />
              <div>
                <p className="font-semibold text-berry-700">{payPanel.failedTitle}</p>
                <p className="mt-1" data-testid="payment-reason">
                  {seen.reason}
                </p>
                <p className="mt-1 text-sm text-espresso-700">{payPanel.tryAgain}</p>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );

  // The live region keeps its place in the tree as the payment settles, so the change is announced.
  const onFile = seen.state === "confirmed" && card.cardOnFile;
  // Once back from Stripe, the page waits for that payment instead of offering a second one.
  const open = payment.enabled && !settled && card.notice !== "confirming";
  const cardOpen = card.enabled && !settled && card.notice !== "confirming";
  return (
    <div className="mt-4 space-y-6">
      {cardOpen && <CardPayment card={card} totalCents={totalCents} />}
      <div className={cardOpen && open ? "space-y-4 border-t border-cream-300 pt-6" : "space-y-4"}>
        {cardOpen && open && (
          <h3 className="font-display text-lg font-semibold text-espresso-900">{cardCopy.orUsdc}</h3>
        )}
        {open && <p className="text-espresso-800">{payPanel.intro}</p>}
        {open && (
          <button
            type="button"
            onClick={() => void pay()}
            disabled={!hydrated || busy}
            className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
          >
            {busy && <Icon name="loader-circle" className="animate-spin" aria-hidden />}
            {payPanel.payButton(formatCents(totalCents))}
          </button>
        )}
        {open && notice && (
          <p role="alert" className="text-sm font-semibold text-berry-700" data-testid="payment-notice">
            {notice}
          </p>
        )}
        {open && (
          <noscript>
            <p className="text-sm text-espresso-700">{payPanel.noScript}</p>
          </noscript>
        )}
        {live}
        {onFile && <CardOnFile card={onFile} updateAction={null} />}
      </div>

      {open && (
        <div className="flex flex-col gap-5 border-t border-cream-300 pt-6 sm:flex-row sm:items-center">
          <img
            src={payment.qrSrc}
            width={168}
            height={168}
            alt={payPanel.qrAlt(orderNumber)}
            className="size-42 shrink-0 rounded-xl border border-cream-300 bg-white p-2"
          />
          <div>
            <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-espresso-900">
              <Icon name="smartphone" className="size-5 text-chai-600" aria-hidden />
              {payPanel.phoneTitle}
            </h3>
            <p className="mt-1 text-sm text-espresso-800">{payPanel.phoneText}</p>
            <a href={payment.link} className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}>
              {payPanel.openInWallet}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
