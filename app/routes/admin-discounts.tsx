import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "~/admin/format";
import { consoleMeta } from "~/admin/meta";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { cell, DataTable, dangerOutline, Notice, num, numCell, PageTitle, Panel } from "~/admin/ui";
import { Field, inputClass } from "~/checkout/CheckoutForm";
import { Button } from "~/components/ui/button";
import { adminDiscountsPage as t, appliesToLabels, discountKindLabels, offerText } from "~/content/discounts";
import { discountCodeSchema, type DiscountCodeInput } from "~/discounts/code-schema";
import { listDiscountCodes, runDiscountsAction } from "~/discounts/console.server";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import type { Route } from "./+types/admin-discounts";

export const loader = consoleLoader(async ({ db }) => ({
  codes: await listDiscountCodes(db),
  at: now().toISOString(),
}));

export const action = consoleAction(({ db, form, admin }) =>
  runDiscountsAction(db, form, admin, getEnv().STORE_TIME_ZONE),
);

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const smallInput = inputClass.replace("h-12", "h-10").replace("px-4", "px-3");

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

type Code = Awaited<ReturnType<typeof listDiscountCodes>>[number];

function offer(c: Code) {
  return c.kind === "free_shipping" ? discountKindLabels.free_shipping : offerText(c);
}

function state(c: Code, at: Date) {
  if (!c.active || (c.endsAt && new Date(c.endsAt) <= at)) return "ended";
  return c.startsAt && new Date(c.startsAt) > at ? "scheduled" : "active";
}

export default function AdminDiscountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { codes } = loaderData;
  const at = new Date(loaderData.at);
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<DiscountCodeInput>({
    id: "new-discount",
    lastResult: actionData?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The selects' first choices, kept after the form is reset by a created code.
    defaultValue: { kind: "percent", appliesTo: "any" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: discountCodeSchema }),
  });
  return (
    <>
      <PageTitle title={t.title} />
      <p className="text-sm text-espresso-700">{t.intro}</p>
      <Notice result={actionData?.message ? actionData : null} />
      <Panel title={t.title} id="discounts-title">
        <DataTable
          label={t.title}
          head={[
            t.columns.code,
            t.columns.offer,
            t.columns.rules,
            t.columns.window,
            num(t.columns.uses),
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
                  <p className="text-xs text-espresso-700">
                    {c.startsAt ? t.from(formatDateTime(c.startsAt)) : t.fromCreation}
                  </p>
                  <p className="text-xs text-espresso-700">{c.endsAt ? t.until(formatDateTime(c.endsAt)) : t.noEnd}</p>
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
                <td className={numCell}>{formatCents(c.revenueCents)}</td>
                <td className={cell}>
                  {s !== "ended" && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="id" value={c.id} />
                      <Button type="submit" variant="outline" size="sm" className={dangerOutline} disabled={busy}>
                        {t.end}
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </Panel>

      <Panel title={t.newTitle} id="new-discount-title">
        <Form method="post" {...getFormProps(form)} className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
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
          <Field field={asText(fields.value)} label={t.fields.value}>
            <input
              {...getInputProps(fields.value, { type: "number" })}
              key={undefined}
              step="0.01"
              min="0"
              className={smallInput}
            />
            <p className="mt-1 text-xs text-espresso-700">{t.valueHint}</p>
          </Field>
          <ChoiceField field={fields.appliesTo} label={t.fields.appliesTo} labels={appliesToLabels} />
          <Field field={asText(fields.renewalCount)} label={t.fields.renewalCount}>
            <input
              {...getInputProps(fields.renewalCount, { type: "number" })}
              key={undefined}
              step="1"
              min="1"
              max="24"
              className={smallInput}
            />
            <p className="mt-1 text-xs text-espresso-700">{t.renewalCountHint}</p>
          </Field>
          <Field field={asText(fields.minSubtotal)} label={t.fields.minSubtotal}>
            <input
              {...getInputProps(fields.minSubtotal, { type: "number" })}
              key={undefined}
              step="0.01"
              min="0"
              className={smallInput}
            />
          </Field>
          <Field field={asText(fields.maxUses)} label={t.fields.maxUses}>
            <input
              {...getInputProps(fields.maxUses, { type: "number" })}
              key={undefined}
              step="1"
              min="1"
              className={smallInput}
            />
          </Field>
          <Field field={fields.startsOn} label={t.fields.startsOn}>
            <input {...getInputProps(fields.startsOn, { type: "date" })} key={undefined} className={smallInput} />
          </Field>
          <Field field={fields.endsOn} label={t.fields.endsOn}>
            <input {...getInputProps(fields.endsOn, { type: "date" })} key={undefined} className={smallInput} />
          </Field>
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
