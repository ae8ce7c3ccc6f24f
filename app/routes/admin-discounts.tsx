import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useConsoleDates } from "~/components/console/format";
import { consoleMeta } from "~/admin/meta";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { cell, DataTable, dangerOutline, Notice, num, numCell, PageTitle, Panel } from "~/components/console/ui";
import { Field, inputClass } from "~/components/ui/field";
import { Button, buttonClass } from "~/components/ui/button";
import { adminDiscountsPage as t, appliesToLabels, discountKindLabels, offerText } from "~/content/discounts";
import {
  discountCodeSchema,
  discountEditSchema,
  isForRenewals,
  maxAmountCents,
  type DiscountCodeInput,
  type DiscountEditInput,
} from "~/discounts/code-schema";
import { creatorByCode } from "~/creators/creators.server";
import { editTermsOf, listDiscountCodes, runDiscountsAction, storeToday } from "~/discounts/console.server";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { isStartOfStoreDay } from "~/utils/store-time";
import type { Route } from "./+types/admin-discounts";

export const loader = consoleLoader(async ({ db, url }) => {
  const timeZone = getEnv().STORE_TIME_ZONE;
  const codes = await listDiscountCodes(db);
  const at = now();
  const open = (key: string) => {
    const code = codes.find((c) => String(c.id) === url.searchParams.get(key));
    return code && state(code, at) !== "ended" ? code : null;
  };
  const editing = open("edit");
  return {
    codes,
    at: at.toISOString(),
    today: storeToday(timeZone),
    editing: editing ? { code: editing, ...editTermsOf(editing, timeZone) } : null,
    ending: open("end"),
  };
});

export const action = consoleAction(({ db, form, admin }) =>
  runDiscountsAction(db, form, admin, getEnv().STORE_TIME_ZONE, async (code) => Boolean(await creatorByCode(db, code))),
);

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const smallInput = inputClass.replace("h-12", "h-10").replace("px-4", "px-3");
const hint = "mt-1 text-xs text-espresso-700";

/** A number field read as the text typed, for the shared Field. */
const asText = (field: FieldMetadata<unknown>) => field as FieldMetadata<string | undefined>;

/** A select of fixed choices. */
function ChoiceField({
  field,
  label,
  labels,
}: {
  field: FieldMetadata<string>;
  label: string;
  labels: Record<string, string>;
}) {
  return (
    <Field field={field} label={label}>
      <select {...getSelectProps(field)} className={smallInput}>
        {Object.entries(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A number field with its hint, which its input names (aria-describedby) beside its error. */
function NumberField({
  field,
  label,
  hintText,
  step,
  min,
  max,
  unit,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hintText?: string;
  step: string;
  min?: string;
  max?: string;
  /** "$" before the figure or "%" after it. */
  unit?: "$" | "%";
}) {
  const hintId = `${field.id}-hint`;
  const input = (
    <input
      {...getInputProps(field as FieldMetadata<number>, {
        type: "number",
        ariaDescribedBy: hintText ? hintId : undefined,
      })}
      key={undefined}
      step={step}
      min={min}
      max={max}
      className={unit === "$" ? `${smallInput} pl-7` : unit === "%" ? `${smallInput} pr-8` : smallInput}
    />
  );
  return (
    <Field field={asText(field)} label={label}>
      {unit ? (
        <div className="relative">
          {input}
          <span
            aria-hidden
            className={`pointer-events-none absolute inset-y-0 flex items-center text-sm text-espresso-700 ${unit === "$" ? "left-3" : "right-3"}`}
          >
            {unit}
          </span>
        </div>
      ) : (
        input
      )}
      {hintText && (
        <p id={hintId} className={hint}>
          {hintText}
        </p>
      )}
    </Field>
  );
}

/** The value field of a kind of code: percent with "%", dollars with "$"; none for free shipping. */
function ValueField({ field, kind, appliesTo }: { field: FieldMetadata<unknown>; kind: string; appliesTo: string }) {
  if (kind === "free_shipping") return null;
  return kind === "amount" ? (
    <NumberField
      field={field}
      label={t.fields.amount}
      hintText={t.amountHint(maxAmountCents(appliesTo))}
      step="0.01"
      min="0.01"
      max={String(maxAmountCents(appliesTo) / 100)}
      unit="$"
    />
  ) : (
    <NumberField
      field={field}
      label={t.fields.percent}
      hintText={t.percentHint}
      step="0.01"
      min="1"
      max="100"
      unit="%"
    />
  );
}

/** How many renewals: only for a code for renewals. */
function RenewalCountField({ field, appliesTo }: { field: FieldMetadata<unknown>; appliesTo: string }) {
  if (!isForRenewals(appliesTo)) return null;
  return (
    <NumberField field={field} label={t.fields.renewalCount} hintText={t.renewalCountHint} step="1" min="1" max="24" />
  );
}

function DateField({
  field,
  label,
  hintText,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hintText?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <Field field={field} label={label}>
      <input
        {...getInputProps(field, { type: "date", ariaDescribedBy: hintText ? hintId : undefined })}
        key={undefined}
        className={smallInput}
      />
      {hintText && (
        <p id={hintId} className={hint}>
          {hintText}
        </p>
      )}
    </Field>
  );
}

type Code = Awaited<ReturnType<typeof listDiscountCodes>>[number];

function offer(c: Code) {
  return c.kind === "free_shipping" ? discountKindLabels.free_shipping : offerText(c);
}

function state(c: Pick<Code, "active" | "endsAt" | "startsAt">, at: Date) {
  if (!c.active || (c.endsAt && new Date(c.endsAt) <= at)) return "ended";
  return c.startsAt && new Date(c.startsAt) > at ? "scheduled" : "active";
}

/** A code's dates: its first and last store days, or the moment it was ended. */
function CodeDates({ code }: { code: Code }) {
  const dates = useConsoleDates();
  const day = (at: Date | string) => isStartOfStoreDay(at, dates.timeZone);
  const starts = code.startsAt;
  const ends = code.endsAt;
  return (
    <>
      <p className="text-xs text-espresso-700">
        {starts ? t.from(day(starts) ? dates.date(starts) : dates.dateTime(starts)) : t.fromCreation}
      </p>
      <p className="text-xs text-espresso-700" data-testid="discount-ends">
        {ends
          ? // An end date is the last day the code works: it stops as the next store day starts.
            t.until(day(ends) ? dates.date(new Date(new Date(ends).getTime() - 1)) : dates.dateTime(ends))
          : t.noEnd}
      </p>
    </>
  );
}

function PanelBody({ children }: { children: ReactNode }) {
  return <div className="space-y-4 p-4 sm:p-5">{children}</div>;
}

/** "End now", its own step: what ending does, then the one button that does it (no script needed). */
function EndCode({ code, busy }: { code: Code; busy: boolean }) {
  return (
    <Panel title={t.endTitle(code.code)} id="end-discount-title" className="border-berry-600/40">
      <PanelBody>
        <p className="text-sm text-espresso-800">{t.endExplain(code.code)}</p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="id" value={code.id} />
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="outline" size="sm" className={dangerOutline} disabled={busy}>
            {t.endConfirm}
          </Button>
          <Link to="/admin/discounts" className={buttonClass({ variant: "ghost", size: "sm" })}>
            {t.keep}
          </Link>
        </Form>
      </PanelBody>
    </Panel>
  );
}

function EditCode({
  editing,
  lastResult,
  busy,
}: {
  editing: NonNullable<Route.ComponentProps["loaderData"]["editing"]>;
  lastResult: Route.ComponentProps["actionData"];
  busy: boolean;
}) {
  const { code, terms, defaults } = editing;
  const [form, fields] = useForm<DiscountEditInput>({
    id: `edit-discount-${code.id}`,
    lastResult: lastResult?.reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: discountEditSchema(terms) }),
  });
  return (
    <Panel title={t.editTitle(code.code)} id="edit-discount-title">
      <PanelBody>
        <p className="text-sm text-espresso-700">
          {offer(code)} · {appliesToLabels[code.appliesTo as keyof typeof appliesToLabels]}
        </p>
        <p className="text-sm text-espresso-700">{t.editIntro}</p>
        <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={code.id} />
          <ValueField field={fields.value} kind={code.kind} appliesTo={code.appliesTo} />
          <RenewalCountField field={fields.renewalCount} appliesTo={code.appliesTo} />
          <NumberField field={fields.maxUses} label={t.fields.maxUses} hintText={t.maxUsesHint} step="1" min="1" />
          <NumberField field={fields.minSubtotal} label={t.fields.minSubtotal} step="0.01" min="0" unit="$" />
          <DateField field={fields.endsOn} label={t.fields.endsOn} hintText={t.endHint} />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={busy}>
              {t.save}
            </Button>
            <Link to="/admin/discounts" className={buttonClass({ variant: "ghost", size: "sm" })}>
              {t.cancelEdit}
            </Link>
          </div>
        </Form>
      </PanelBody>
    </Panel>
  );
}

export default function AdminDiscountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { codes, editing, ending, today } = loaderData;
  const at = new Date(loaderData.at);
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<DiscountCodeInput>({
    id: "new-discount",
    // An edit's answer belongs to the edit form.
    lastResult: actionData?.form === "create" ? actionData.reply : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The selects' first choices, kept after the form is reset by a created code.
    defaultValue: { kind: "percent", appliesTo: "any" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: discountCodeSchema({ today }) }),
  });
  const kind = fields.kind.value ?? "percent";
  const appliesTo = fields.appliesTo.value ?? "any";
  const linkButton = buttonClass({ variant: "outline", size: "sm" });
  return (
    <>
      <PageTitle title={t.title} />
      <p className="text-sm text-espresso-700">{t.intro}</p>
      <Notice result={actionData?.message ? actionData : null} />
      {ending && <EndCode code={ending} busy={busy} />}
      {editing && (
        <EditCode
          key={`${editing.code.id}:${JSON.stringify(editing.defaults)}`}
          editing={editing}
          lastResult={actionData?.form === "update" ? actionData : undefined}
          busy={busy}
        />
      )}
      <Panel title={t.title} id="discounts-title">
        <DataTable
          label={t.title}
          head={[
            t.columns.code,
            t.columns.offer,
            t.columns.rules,
            t.columns.window,
            num(t.columns.uses),
            num(t.columns.given),
            num(t.columns.revenue),
            t.columns.actions,
          ]}
          empty={codes.length === 0 ? t.empty : undefined}
        >
          {codes.map((c) => {
            const s = state(c, at);
            return (
              <tr key={c.id} data-testid={`discount-row-${c.code}`}>
                <td className={cell}>
                  <p className="font-semibold text-espresso-900">{c.code}</p>
                  <p className="text-xs text-espresso-700">{t.status[s]}</p>
                </td>
                <td className={cell}>{offer(c)}</td>
                <td className={cell}>
                  <p>{appliesToLabels[c.appliesTo as keyof typeof appliesToLabels]}</p>
                  <p className="text-xs text-espresso-700">
                    {[
                      c.renewalCount !== null ? t.forRenewals(c.renewalCount) : null,
                      c.minSubtotalCents > 0 ? t.minimum(c.minSubtotalCents) : null,
                      c.firstOrderOnly ? t.fields.firstOrderOnly : null,
                      c.oncePerCustomer ? t.fields.oncePerCustomer : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </td>
                <td className={cell}>
                  <CodeDates code={c} />
                </td>
                <td className={numCell}>
                  {c.uses.toLocaleString("en-US")} /{" "}
                  {c.maxUses === null ? t.unlimited : c.maxUses.toLocaleString("en-US")}
                  {c.renewals > 0 && (
                    <p className="text-xs text-espresso-700" data-testid="renewal-uses">
                      + {t.renewalUses(c.renewals)}
                    </p>
                  )}
                </td>
                <td className={numCell} data-testid="discount-given">
                  {formatCents(c.givenCents)}
                </td>
                <td className={numCell}>{formatCents(c.revenueCents)}</td>
                <td className={cell}>
                  {s !== "ended" && (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/admin/discounts?edit=${c.id}`}
                        className={linkButton}
                        aria-label={`${t.edit} ${c.code}`}
                      >
                        {t.edit}
                      </Link>
                      <Link
                        to={`/admin/discounts?end=${c.id}`}
                        className={buttonClass({ variant: "outline", size: "sm", className: dangerOutline })}
                        aria-label={`${t.end} ${c.code}`}
                      >
                        {t.end}
                      </Link>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </Panel>

      <Panel title={t.newTitle} id="new-discount-title">
        <Form
          method="post"

          {...getFormProps(form)}
          className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
        >
          <input type="hidden" name="intent" value="create" />
          <Field field={fields.code} label={t.fields.code}>
            <input
              {...getInputProps(fields.code, { type: "text" })}
              key={undefined}
              maxLength={20}
              className={smallInput}
            />
          </Field>
          <ChoiceField field={fields.kind} label={t.fields.kind} labels={discountKindLabels} />
          <ValueField field={fields.value} kind={kind} appliesTo={appliesTo} />
          <ChoiceField field={fields.appliesTo} label={t.fields.appliesTo} labels={appliesToLabels} />
          <RenewalCountField field={fields.renewalCount} appliesTo={appliesTo} />
          <NumberField field={fields.minSubtotal} label={t.fields.minSubtotal} step="0.01" min="0" unit="$" />
          <NumberField field={fields.maxUses} label={t.fields.maxUses} hintText={t.maxUsesHint} step="1" min="1" />
          <DateField field={fields.startsOn} label={t.fields.startsOn} />
          <DateField field={fields.endsOn} label={t.fields.endsOn} hintText={t.endHint} />
          <div className="flex flex-col justify-end gap-2 text-sm text-espresso-800">
            <label className="flex items-center gap-2">
              <input {...getInputProps(fields.oncePerCustomer, { type: "checkbox" })} key={undefined} />{" "}
              {t.fields.oncePerCustomer}
            </label>
            <label className="flex items-center gap-2">
              <input {...getInputProps(fields.firstOrderOnly, { type: "checkbox" })} key={undefined} />{" "}
              {t.fields.firstOrderOnly}
            </label>
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={busy}>
              {t.create}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
