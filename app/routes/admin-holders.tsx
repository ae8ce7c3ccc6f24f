import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { consoleMeta } from "~/admin/meta";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, num, numCell, When } from "~/components/console/table";
import { dangerOutline, Notice } from "~/components/console/actions";
import { Field, inputClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { holderCopy } from "~/content/holders";
import { adminHoldersPage as t } from "~/content/holders-admin";
import {
  holderPerkSchema,
  holderSettingsSchema,
  type HolderPerkInput,
  type HolderSettingsInput,
} from "~/holders/console-schema";
import { readHoldersConsole, runHoldersAction } from "~/holders/console.server";
import { perkLabel } from "~/holders/pricing";
import { shortAddress } from "~/content/wallet-menu";
import { formatCents } from "~/utils/money";
import type { Route } from "./+types/admin-holders";

export const loader = consoleLoader(async ({ db }) => readHoldersConsole(db));

export const action = consoleAction(({ db, form, admin }) => runHoldersAction(db, form, admin));

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const smallInput = inputClass.replace("h-12", "h-10").replace("px-4", "px-3");
const asText = (field: FieldMetadata<unknown>) => field as FieldMetadata<string | undefined>;

/** A labelled number input with its error (the page's four number fields). */
function NumberField({
  field,
  label,
  ...limits
}: {
  field: FieldMetadata<unknown>;
  label: string;
  min: string;
  max?: string;
  step: string;
}) {
  return (
    <Field field={asText(field)} label={label}>
      <input {...getInputProps(field, { type: "number" })} key={undefined} {...limits} className={smallInput} />
    </Field>
  );
}

export default function AdminHoldersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, perks, spends } = loaderData;
  const busy = useNavigation().state !== "idle";
  const reply = (form: "settings" | "perk") => (actionData?.form === form ? actionData.reply : undefined);
  const [settingsForm, s] = useForm<HolderSettingsInput>({
    id: "holder-settings",
    lastResult: reply("settings"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      spendEnabled: settings.spendEnabled,
      maxSpendPercent: settings.maxSpendBps / 100,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: holderSettingsSchema }),
  });
  const [perkForm, p] = useForm<HolderPerkInput>({
    id: "new-perk",
    lastResult: reply("perk"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { kind: "free_shipping" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: holderPerkSchema }),
  });
  return (
    <>
      <PageTitle title={t.title} />
      <p className="text-sm text-espresso-700">{t.intro}</p>
      <Notice result={actionData?.message ? actionData : null} />

      <Panel title={t.settingsTitle} id="holder-settings-title">
        <Form method="post" {...getFormProps(settingsForm)} className="grid gap-4 p-4 sm:grid-cols-3 sm:p-5">
          <input type="hidden" name="intent" value="settings" />
          <label className="flex items-center gap-2 text-sm font-semibold text-espresso-800 sm:col-span-3">
            <input {...getInputProps(s.spendEnabled, { type: "checkbox" })} key={undefined} /> {t.fields.spendEnabled}
          </label>
          <NumberField field={s.maxSpendPercent} label={t.fields.maxSpendPercent} min="0" max="90" step="0.01" />
          <div className="flex items-end">
            <Button type="submit" disabled={busy}>
              {t.save}
            </Button>
          </div>
          <p className="text-xs text-espresso-700 sm:col-span-3" data-testid="holder-rate">
            {holderCopy.spend.rate(settings.npxValue, settings.maxSpendBps)}
            {settings.updatedBy ? (
              <>
                {" · "}
                <When at={settings.updatedAt} />
              </>
            ) : null}
          </p>
          <p className="text-xs text-espresso-700 sm:col-span-3">{t.valueNote}</p>
        </Form>
      </Panel>

      <Panel title={t.perksTitle} id="holder-perks-title">
        <DataTable
          label={t.perksTitle}
          head={[t.columns.from, t.columns.perk, t.columns.actions]}
          empty={perks.length === 0 ? t.noPerks : undefined}
        >
          {perks.map((perk) => (
            <tr key={perk.id} data-testid={`perk-row-${perk.id}`}>
              <td className={cell}>{holderCopy.npx(perk.minHoldingNpx)}</td>
              <td className={cell}>{perkLabel(perk)}</td>
              <td className={cell}>
                <Form method="post">
                  <input type="hidden" name="intent" value="end-perk" />
                  <input type="hidden" name="id" value={perk.id} />
                  <Button type="submit" variant="outline" size="sm" className={dangerOutline} disabled={busy}>
                    {t.endPerk}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </DataTable>
        <Form
          method="post"
          {...getFormProps(perkForm)}
          className="grid gap-4 border-t border-cream-300 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
        >
          <input type="hidden" name="intent" value="perk" />
          <h3 className="text-sm font-semibold text-espresso-900 sm:col-span-2 lg:col-span-3">{t.newPerkTitle}</h3>
          <NumberField field={p.minHolding} label={t.fields.minHolding} min="1" step="1" />
          <Field field={asText(p.kind)} label={t.fields.kind}>
            <select {...getSelectProps(p.kind)} key={undefined} className={smallInput}>
              {Object.entries(t.kinds).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </Field>
          <NumberField field={p.percent} label={t.fields.percent} min="0.01" max="50" step="0.01" />
          <div className="flex items-end">
            <Button type="submit" disabled={busy}>
              {t.addPerk}
            </Button>
          </div>
        </Form>
      </Panel>

      <Panel title={t.spendsTitle} id="holder-spends-title">
        <DataTable
          label={t.spendsTitle}
          head={[
            t.spendColumns.order,
            t.spendColumns.wallet,
            num(t.spendColumns.npx),
            num(t.spendColumns.off),
            t.spendColumns.status,
          ]}
          empty={spends.length === 0 ? t.noSpends : undefined}
        >
          {spends.map((row) => (
            <tr key={row.orderId}>
              <td className={cell}>
                <a href={`/admin/orders/${row.orderId}`} className="font-semibold underline">
                  {row.number}
                </a>
                <p className="text-xs text-espresso-700">
                  <When at={row.createdAt} />
                </p>
              </td>
              <td className={`${cell} font-mono`}>{shortAddress(row.wallet)}</td>
              <td className={numCell}>{row.npxSpent.toLocaleString("en-US")}</td>
              <td className={numCell}>
                {formatCents(row.offCents + row.perkCents)}
                {row.freeShipping ? ` + ${holderCopy.perks.freeShipping.toLowerCase()}` : ""}
              </td>
              <td className={cell}>{row.npxSpent > 0 ? t.spendStatus[row.status] : "—"}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}
