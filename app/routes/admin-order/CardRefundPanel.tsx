import { Form } from "react-router";
import { ConfirmBox, dangerOutline, NoteField } from "~/components/console/actions";
import { Panel } from "~/components/console/page";
import { Button } from "~/components/ui/button";
import { orderCopy as t, refundCopy as r } from "~/content/admin";
import { formatCents } from "~/utils/money";
import type { OrderPageData } from "./page-data";

/** The card refund form (whole or part, with a reason); absent when nothing is left to refund. */
export function CardRefundPanel({ card, busy }: Pick<OrderPageData, "card"> & { busy: boolean }) {
  if (card.refundableCents <= 0) return null;
  return (
    <Panel title={r.formTitle} id="order-refund">
      <Form method="post" className="space-y-4 px-5 py-4" data-testid="refund-form">
        <p className="text-sm text-espresso-800">{r.refundable(formatCents(card.refundableCents))}</p>
        <input type="hidden" name="refundKey" value={card.refundKey} />
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-medium text-espresso-900">
            {r.amount}
          </label>
          <input
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm"
          />
        </div>
        <NoteField id="refund-reason" name="reason" label={r.reason} minLength={3} maxLength={500} />
        {card.startsSubscription && <p className="text-sm text-espresso-800">{r.endsSubscription}</p>}
        <ConfirmBox id="refund-confirm" label={t.confirm} />
        <Button
          type="submit"
          name="intent"
          value="refund"
          size="sm"
          variant="outline"
          disabled={busy}
          className={dangerOutline}
        >
          {r.submit}
        </Button>
      </Form>
    </Panel>
  );
}
