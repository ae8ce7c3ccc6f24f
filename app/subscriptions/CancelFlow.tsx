// The cancel flow's screens: why (one tap, optional), then what fits the reason. The final cancel
// button is on every screen. Plain GET links and POST forms: it works without JavaScript.
import { Form, Link } from "react-router";
import { inputClass } from "~/components/ui/field";
import { Button, buttonClass } from "~/components/ui/button";
import { cancelFlowCopy as c, subscriptionPage as t } from "~/content/subscriptions";
import { cn } from "~/utils/cn";
import { CANCEL_REASONS, type CancelReason, type SaveOffer } from "./cancel-flow";
import { FREQUENCIES } from "./schedule";
import type { ControlActionData } from "./controls";

const card = "rounded-2xl border border-cream-300 bg-cream-50 p-6";

export interface CancelFlowStep {
  step: "why" | "offers";
  reason: CancelReason | null;
  note: string;
  offers: SaveOffer[];
  discountPercent: number;
}

function FlowFields({ flow }: { flow: CancelFlowStep }) {
  return (
    <>
      <input type="hidden" name="why" value={flow.reason ?? ""} />
      <input type="hidden" name="note" value={flow.note} />
    </>
  );
}

function Problem({ result, intent }: { result: ControlActionData | undefined; intent: string }) {
  if (!result || result.ok || result.intent !== intent) return null;
  const text = result.message ?? Object.values(result.errors)[0];
  return text ? (
    <p role="alert" className="text-sm font-medium text-berry-700">
      {text}
    </p>
  ) : null;
}

function FinalCancel({
  flow,
  result,
  pageHref,
}: {
  flow: CancelFlowStep;
  result: ControlActionData | undefined;
  pageHref: string;
}) {
  return (
    <section aria-labelledby="cancel-final" className={cn(card, "border-berry-600/40")} data-testid="cancel-final">
      <h2 id="cancel-final" className="font-display text-lg font-semibold text-espresso-900">
        {c.finalTitle}
      </h2>
      <p className="mt-1 text-sm text-espresso-700">{c.finalNote}</p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <FlowFields flow={flow} />
        <Problem result={result} intent="cancel" />
        {/* Keeping it is as easy to find and to tap as cancelling: the same size, side by side. */}
        <div className="flex flex-wrap gap-3">
          <Link
            to={pageHref}
            className={buttonClass({ variant: "primary", size: "md" })}
            data-testid="keep-subscription"
          >
            {c.back}
          </Link>
          <Button type="submit" variant="outline" size="md" className="border-berry-600 text-berry-700">
            {c.finalButton}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function CancelFlow({
  flow,
  result,
  pageHref,
  nextDay,
  frequencyWeeks,
}: {
  flow: CancelFlowStep;
  result: ControlActionData | undefined;
  /** The subscription page's address (with its token, if any), without the flow's parameters. */
  pageHref: string;
  nextDay: string;
  frequencyWeeks: number;
}) {
  const join = pageHref.includes("?") ? "&" : "?";
  const token = new URLSearchParams(pageHref.split("?")[1] ?? "").get("token");
  return (
    <div className="space-y-6" data-testid="cancel-flow">
      {flow.step === "why" ? (
        <section aria-labelledby="cancel-why" className={card}>
          <h2 id="cancel-why" className="font-display text-2xl font-semibold text-espresso-900">
            {c.whyTitle}
          </h2>
          <p className="mt-1 text-sm text-espresso-700">{c.whyNote}</p>
          <Form method="get" className="mt-4 space-y-4">
            {token && <input type="hidden" name="token" value={token} />}
            <input type="hidden" name="cancel" value="offers" />
            <div className="grid gap-2 sm:grid-cols-2">
              {CANCEL_REASONS.filter((r) => r !== "other").map((reason) => (
                <Button key={reason} type="submit" name="why" value={reason} variant="outline" size="md">
                  {c.reasons[reason]}
                </Button>
              ))}
            </div>
            <div>
              <label htmlFor="cancel-note" className="block text-sm font-semibold text-espresso-800">
                {c.reasons.other}: {c.noteLabel}
              </label>
              <textarea
                id="cancel-note"
                name="note"
                rows={2}
                maxLength={500}
                className={cn(inputClass, "mt-1 h-auto py-3")}
              />
              <Button type="submit" name="why" value="other" variant="outline" size="md" className="mt-2">
                {c.noteButton}
              </Button>
            </div>
          </Form>
          <p className="mt-4 text-sm">
            <Link to={`${pageHref}${join}cancel=offers`} className="font-semibold text-chai-700 underline">
              {c.skipQuestion}
            </Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="cancel-offers" className={card}>
          <h2 id="cancel-offers" className="font-display text-2xl font-semibold text-espresso-900">
            {c.offersTitle}
          </h2>
          {flow.reason && (
            <p className="mt-1 text-sm text-espresso-700" data-testid="cancel-reason">
              {c.reasons[flow.reason]}
            </p>
          )}
          {flow.offers.length === 0 && <p className="mt-3 text-espresso-800">{c.noOffers}</p>}
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {flow.offers.map((offer) => (
              <Form
                key={offer}
                method="post"
                className="space-y-2 rounded-xl border border-cream-300 bg-cream-100 p-4"
                data-testid={`offer-${offer}`}
              >
                <FlowFields flow={flow} />
                <input type="hidden" name="intent" value={offer === "discount" ? "save-discount" : offer} />
                <h3 className="font-semibold text-espresso-900">
                  {offer === "discount" ? c.offers.discount.title(flow.discountPercent) : c.offers[offer].title}
                </h3>
                <p className="text-sm text-espresso-700">
                  {offer === "discount"
                    ? c.offers.discount.text(flow.discountPercent)
                    : offer === "skip"
                      ? c.offers.skip.text(nextDay)
                      : c.offers[offer].text}
                </p>
                {offer === "frequency" && (
                  <select
                    name="frequencyWeeks"
                    defaultValue={String(frequencyWeeks)}
                    aria-label={t.actions.frequency.label}
                    className={inputClass}
                  >
                    {FREQUENCIES.map((weeks) => (
                      <option key={weeks} value={weeks}>
                        {weeks} {t.weeks}
                      </option>
                    ))}
                  </select>
                )}
                {offer === "pause" && (
                  <select name="periods" defaultValue="1" aria-label={t.actions.pause.label} className={inputClass}>
                    {(["1", "2", "3", "indefinite"] as const).map((p) => (
                      <option key={p} value={p}>
                        {t.actions.pause.options[p]}
                      </option>
                    ))}
                  </select>
                )}
                <Problem result={result} intent={offer === "discount" ? "save-discount" : offer} />
                <Button type="submit" variant="accent" size="md">
                  {offer === "discount" ? c.offers.discount.button : c.offers[offer].button}
                </Button>
              </Form>
            ))}
          </div>
        </section>
      )}
      <FinalCancel flow={flow} result={result} pageHref={pageHref} />
    </div>
  );
}
