// The order page's money-back guarantee card: the refund request form while the guarantee runs,
// then the request's status. The form posts to the order page's action and works without
// JavaScript; with it, Conform checks the same schema before it posts.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "~/components/FieldError";
import { Icon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import {
  earlierRefundLine,
  type refundMethodCopy,
  refundForm as t,
  refundReasons,
  refundStatusCopy as s,
  refundLimits,
} from "~/content/refunds";
import { refundMoneyCopy as m } from "~/content/refund-shopper";
import { formatCents } from "~/utils/money";
import { partRefund, type RefundMoney } from "./refund-amount";
import { refundRequestSchema } from "./request-schema";

const card = "rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8";
const inputClass =
  "block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2.5 text-base text-espresso-900 shadow-sm focus:border-chai-500 aria-[invalid=true]:border-berry-600";

export type RefundSection = {
  canAsk: boolean;
  /** A USDC refund's transfer: its signature once confirmed on chain. */
  transfer: { status: string; signature: string | null; url: string | null } | null;
  until: string | null;
  /** Bags of each line not refunded yet (by line id). */
  bagsLeft: Record<string, number>;
  /** Every refund of the order so far, card or USDC. */
  earlier: { on: string; cents: number; method: keyof typeof refundMethodCopy }[];
  request: {
    status: "open" | "waiting_funds" | "approved" | "declined";
    askedCents: number;
    approvedCents: number | null;
    declineReason: string | null;
    createdAt: string;
  } | null;
};

type Line = { id: number; productName: string; quantity: number };

export function RefundCard({
  section,
  lines,
  money,
  result,
  sent = false,
}: {
  section: RefundSection;
  lines: Line[];
  /** What comes back, to where, and each bag's price (./refund-money.server.ts). */
  money: RefundMoney;
  result?: SubmissionResult<string[]>;
  /** The request was just sent from this page: say so where the form was. */
  sent?: boolean;
}) {
  const { request } = section;
  if (!request && !section.canAsk) return null;
  return (
    <section aria-labelledby="order-refund-title" className={card} data-testid="refund-card">
      {sent && request && <SentConfirmation amount={formatCents(request.askedCents)} />}
      <h2 id="order-refund-title" className="font-display text-xl font-semibold">
        {request ? s.title : t.title}
      </h2>
      {request && (
        <div className="mt-2 space-y-1 text-sm text-espresso-800" data-testid="refund-status">
          <p>{s.asked(request.createdAt, formatCents(request.askedCents))}</p>
          <p className="font-semibold">{s.status[request.status]}</p>
          {request.status === "approved" && request.approvedCents !== null && (
            <p>{s.approved(formatCents(request.approvedCents))}</p>
          )}
          {request.status === "declined" && request.declineReason && <p>{s.declinedBecause(request.declineReason)}</p>}
          {section.transfer?.url && section.transfer.signature && (
            <p data-testid="refund-transaction">
              {s.onChain}{" "}
              <a
                href={section.transfer.url}
                target="_blank"
                rel="noreferrer"
                className="break-all font-mono text-xs underline"
              >
                {section.transfer.signature}
              </a>
            </p>
          )}
          {(section.transfer?.status === "open" || section.transfer?.status === "sent") && <p>{s.sending}</p>}
        </div>
      )}
      {section.earlier.length > 0 && (
        <div className="mt-3 rounded-xl bg-cream-100 p-3 text-sm text-espresso-800" data-testid="refund-earlier">
          <p className="font-semibold">{t.earlierTitle}</p>
          <ul className="mt-1 space-y-0.5">
            {section.earlier.map((e, i) => (
              <li key={i}>{earlierRefundLine(e.on, formatCents(e.cents), e.method)}</li>
            ))}
          </ul>
        </div>
      )}
      {section.canAsk && section.until && (
        <RequestForm
          until={section.until}
          lines={lines
            .map((l) => ({ ...l, quantity: section.bagsLeft[String(l.id)] ?? l.quantity }))
            .filter((l) => l.quantity > 0)}
          someRefunded={section.earlier.length > 0}
          money={money}
          result={result}
        />
      )}
    </section>
  );
}

/**
 * Said where the shopper is looking once the request is sent: at the top of the card that held
 * the form, focused (so it is scrolled to and read out) and announced as a status.
 */
function SentConfirmation({ amount }: { amount: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mb-5 flex gap-3 rounded-xl bg-sage-100 p-4 text-espresso-900 outline-none focus-visible:ring-2 focus-visible:ring-chai-500"
      data-testid="refund-sent"
    >
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
      <div>
        <p className="font-semibold">{m.sentTitle}</p>
        <p className="mt-1 text-sm">{m.sent(amount)}</p>
      </div>
    </div>
  );
}

type Choice = { scope: string; bags: Record<string, number> };

function readChoice(form: HTMLFormElement): Choice {
  const data = new FormData(form);
  const bags: Record<string, number> = {};
  for (const [key, value] of data.entries())
    if (key.startsWith("bags.")) bags[key.slice("bags.".length)] = Number(value) || 0;
  return { scope: String(data.get("scope") ?? "whole"), bags };
}

/** How much comes back, to where, and how soon; for some bags, how the amount is reached. */
function MoneySummary({ money, lines, choice }: { money: RefundMoney; lines: Line[]; choice: Choice }) {
  const earlier = money.earlierCents > 0;
  let body: ReactNode;
  if (choice.scope === "bags") {
    const part = partRefund(
      lines.map((l) => ({
        name: l.productName,
        quantity: Math.min(choice.bags[String(l.id)] ?? 0, l.quantity),
        nextBagCents: money.nextBagCents[String(l.id)] ?? [],
      })),
      money.leftCents,
    );
    body =
      part.rows.length === 0 ? (
        <p>{m.noBagsYet}</p>
      ) : (
        <>
          <ul className="space-y-0.5">
            {part.rows.map((r) => (
              <li key={r.name}>
                {new Set(r.prices).size === 1
                  ? m.bagsRow(r.name, r.quantity, formatCents(r.prices[0]!), formatCents(r.cents))
                  : m.bagsRowUneven(r.name, r.quantity, r.prices.map(formatCents).join(" + "), formatCents(r.cents))}
              </li>
            ))}
          </ul>
          {part.capped && (
            <p>
              {m.capped(formatCents(part.bagsCents), formatCents(money.earlierCents), formatCents(money.leftCents))}
            </p>
          )}
          <p className="font-semibold text-espresso-900" data-testid="refund-amount">
            {m.total(formatCents(part.cents))}
          </p>
        </>
      );
  } else {
    body = (
      <>
        {earlier && (
          <p>
            {m.wholeAfterEarlier(
              formatCents(money.paidCents),
              formatCents(money.earlierCents),
              formatCents(money.leftCents),
            )}
          </p>
        )}
        <p className="font-semibold text-espresso-900" data-testid="refund-amount">
          {(earlier ? m.rest : m.whole)(formatCents(money.leftCents))}
        </p>
      </>
    );
  }
  return (
    <div
      className="space-y-1.5 rounded-xl border border-cream-300 bg-white p-4 text-sm text-espresso-800"
      data-testid="refund-money"
    >
      <p className="font-semibold text-espresso-900">{m.title}</p>
      <div aria-live="polite" className="space-y-1">
        {body}
      </div>
      <p data-testid="refund-to">{m.to(money.to)}</p>
      <p data-testid="refund-when">{m.when(money.to)}</p>
    </div>
  );
}

function RequestForm({
  until,
  lines,
  someRefunded,
  money,
  result,
}: {
  until: string;
  lines: Line[];
  someRefunded: boolean;
  money: RefundMoney;
  result?: SubmissionResult<string[]>;
}) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "refund-request",
    lastResult: result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundRequestSchema }),
  });
  const scope = typeof fields.scope.initialValue === "string" ? fields.scope.initialValue : "whole";
  const reason = typeof fields.reason.initialValue === "string" ? fields.reason.initialValue : "";
  const note = typeof fields.note.initialValue === "string" ? fields.note.initialValue : "";
  const bagsError = fields.bags.errors ?? fields.bags.allErrors[Object.keys(fields.bags.allErrors)[0] ?? ""];
  const [choice, setChoice] = useState<Choice>({ scope, bags: {} });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      preventScrollReset
      onChange={(e) => setChoice(readChoice(e.currentTarget))}
      className="mt-3 space-y-5"
      data-testid="refund-form"
    >
      <input type="hidden" name="intent" value="refund-request" />
      <p className="text-sm text-espresso-800">{t.intro(until)}</p>
      <p className="rounded-xl bg-chai-300/25 p-3 text-sm text-espresso-800">{t.bagsComeBack}</p>
      {form.errors && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-berry-700">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
          {form.errors[0]}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-espresso-900">{t.scopeLegend}</legend>
        <div className="mt-2 space-y-1.5 text-sm">
          {(["whole", "bags"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={fields.scope.name} value={value} defaultChecked={scope === value} />
              {value === "whole" ? t.whole : t.someBags}
            </label>
          ))}
        </div>
        <FieldError field={fields.scope} />
      </fieldset>
      <fieldset aria-describedby="refund-bags-hint">
        <legend className="text-sm font-semibold text-espresso-900">{t.bagsLegend}</legend>
        <p id="refund-bags-hint" className="mt-1 text-xs text-espresso-700">
          {t.bagsHint} {m.bagPriceNote}
          {someRefunded && ` ${t.bagsLeftHint}`}
        </p>
        <div className="mt-2 space-y-2">
          {lines.map((line) => (
            <label key={line.id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {line.productName}
                {money.nextBagCents[String(line.id)]?.[0] !== undefined && (
                  <span className="block whitespace-nowrap text-xs text-espresso-700">
                    {m.eachBag(formatCents(money.nextBagCents[String(line.id)]![0]!))}
                  </span>
                )}
              </span>
              <select name={`${fields.bags.name}.${line.id}`} defaultValue="0" className={`${inputClass} w-28`}>
                {Array.from({ length: line.quantity + 1 }, (_, n) => (
                  <option key={n} value={String(n)}>
                    {t.bagOption(n)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {bagsError && (
          <p
            className="mt-2 flex items-start gap-1.5 text-sm font-medium text-berry-700"
            data-testid="refund-bags-error"
          >
            <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
            {bagsError[0]}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={fields.reason.id} className="block text-sm font-semibold text-espresso-900">
          {t.reasonLabel}
        </label>
        <select
          id={fields.reason.id}
          name={fields.reason.name}
          defaultValue={reason}
          aria-invalid={fields.reason.errors ? true : undefined}
          aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
          className={`${inputClass} mt-2`}
        >
          <option value="">{t.reasonPlaceholder}</option>
          {Object.entries(refundReasons).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError field={fields.reason} />
      </div>
      <div>
        <label htmlFor={fields.note.id} className="block text-sm font-semibold text-espresso-900">
          {t.noteLabel}
        </label>
        <p id={fields.note.descriptionId} className="mt-1 text-xs text-espresso-700">
          {t.noteHint}
        </p>
        <textarea
          id={fields.note.id}
          name={fields.note.name}
          rows={3}
          maxLength={refundLimits.noteMax}
          defaultValue={note}
          aria-invalid={fields.note.errors ? true : undefined}
          aria-describedby={[fields.note.descriptionId, fields.note.errors && fields.note.errorId]
            .filter(Boolean)
            .join(" ")}
          className={`${inputClass} mt-2`}
        />
        <FieldError field={fields.note} />
      </div>
      <MoneySummary money={money} lines={lines} choice={choice} />
      <Button type="submit" size="md" className="w-full" disabled={submitting}>
        {t.submit}
      </Button>
    </Form>
  );
}
