// What a signed-in holder gets on the cart and checkout: the perks its holding reaches and the NPX
// it can pay with. Drawn from the server's quote; the cart's NPX form posts without JavaScript.
import { Form, Link } from "react-router";
import { Icon } from "~/components/icons";
import { Button, buttonClass } from "~/components/ui/button";
import { holderCopy as t } from "~/content/holders";
import { NPX_INTENT, perkLabel, type HolderPerk } from "./pricing";
import type { NpxValue } from "~/utils/npx-value";

export interface HolderPanelView {
  holdingNpx: number;
  availableNpx: number;
  reached: HolderPerk[];
  next: { perk: HolderPerk; moreNpx: number } | null;
  spendEnabled: boolean;
  npxValue: NpxValue;
  maxSpendBps: number;
  maxNpx: number;
  maxNpxCents: number;
  npxSpent: number;
  npxDiscountCents: number;
  refusal: string | null;
}

/** The reply of the cart's NPX form (a Conform reply), read for its one message. */
type NpxReply = { error?: Record<string, string[] | null> | null } | undefined;

const fieldId = "npx-amount";

export function HolderPanel({
  holder,
  mode,
  reply,
}: {
  holder: HolderPanelView;
  mode: "cart" | "checkout";
  reply?: NpxReply;
}) {
  const error = reply?.error?.npx?.[0] ?? reply?.error?.[""]?.[0] ?? holder.refusal;
  const perksKnown = holder.reached.length > 0 || holder.next !== null;
  // Nothing set up by the operator: nothing to say.
  if (!perksKnown && !holder.spendEnabled) return null;
  return (
    <section
      aria-labelledby="holder-title"
      className="space-y-3 rounded-2xl border border-chai-300 bg-chai-300/20 p-4 text-sm text-espresso-800"
      data-testid="holder-panel"
    >
      <h3 id="holder-title" className="flex items-center gap-2 font-semibold text-espresso-900">
        <Icon name="coins" className="size-4 text-chai-600" aria-hidden />
        {perksKnown ? t.perks.title : t.spend.title}
      </h3>
      {perksKnown && (
        <div data-testid="holder-perks">
          <p>{t.perks.holding(holder.holdingNpx)}</p>
          {holder.reached.length > 0 && (
            <p className="mt-1 font-semibold text-sage-700">
              {t.perks.yours} {holder.reached.map(perkLabel).join(" · ")}
            </p>
          )}
          {holder.next && (
            <p className="mt-1 text-xs text-espresso-600">
              {t.perks.next(holder.next.moreNpx, perkLabel(holder.next.perk))}
            </p>
          )}
        </div>
      )}
      {holder.spendEnabled && (
        <div className="space-y-2 border-t border-chai-300/60 pt-3" data-testid="npx-spend">
          {perksKnown && <p className="font-semibold text-espresso-900">{t.spend.title}</p>}
          {holder.npxSpent > 0 && (
            <p className="font-semibold text-sage-700" data-testid="npx-applied">
              {t.spend.applied(holder.npxSpent, holder.npxDiscountCents)}
            </p>
          )}
          {holder.availableNpx > 0 ? (
            <>
              <p>{t.spend.available(holder.availableNpx)}</p>
              <p className="text-xs text-espresso-600">
                {t.spend.rate(holder.npxValue, holder.maxSpendBps)} {t.spend.most(holder.maxNpx, holder.maxNpxCents)}
              </p>
            </>
          ) : (
            holder.npxSpent === 0 && <p>{t.spend.nothing}</p>
          )}
          {mode === "cart" && holder.availableNpx > 0 && (
            <Form method="post" action="/cart" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value={NPX_INTENT} />
              <input type="hidden" name="op" value="apply" />
              <label className="grow" htmlFor={fieldId}>
                <span className="block text-xs font-semibold">{t.spend.field}</span>
                <input
                  id={fieldId}
                  name="npx"
                  inputMode="numeric"
                  defaultValue={String(holder.npxSpent || holder.maxNpx)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  className="mt-1 block h-10 w-full rounded-xl border border-cream-300 bg-cream-50 px-3 text-base tabular-nums aria-[invalid=true]:border-berry-600"
                />
              </label>
              <Button type="submit" variant="outline" size="sm" className="h-10 sm:h-10">
                {t.spend.apply}
              </Button>
            </Form>
          )}
          {error && (
            <p id={`${fieldId}-error`} role="alert" className="font-medium text-berry-700" data-testid="npx-error">
              {error}
            </p>
          )}
          {mode === "cart" && holder.npxSpent > 0 && (
            <Form method="post" action="/cart">
              <input type="hidden" name="intent" value={NPX_INTENT} />
              <input type="hidden" name="op" value="remove" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-espresso-800 underline"
              >
                {t.spend.remove}
              </button>
            </Form>
          )}
          {holder.npxSpent > 0 && <p className="text-xs text-espresso-600">{t.spend.taken}</p>}
          {mode === "checkout" && holder.availableNpx > 0 && (
            <Link to="/cart" className={buttonClass({ variant: "outline", size: "sm" })}>
              {holder.npxSpent > 0 ? t.spend.change : t.spend.apply}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
