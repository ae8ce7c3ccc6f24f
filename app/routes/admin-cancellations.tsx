// The cancel flow in the console: the save discount's setting, and why subscribers cancelled or
// what kept them.
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { consoleMeta } from "~/admin/meta";
import { adminHeaders, consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, When } from "~/components/console/table";
import { Notice } from "~/components/console/actions";
import { Button } from "~/components/ui/button";
import { adminCancellationsCopy as t, cancelFlowCopy } from "~/content/subscriptions";
import { reasonFrom } from "~/subscriptions/cancel-flow";
import { getSaveSettings, listCancelAnswers, setSaveSettings } from "~/subscriptions/cancel-flow.server";
import type { Route } from "./+types/admin-cancellations";

export const loader = consoleLoader(async ({ db }) => {
  const [settings, answers] = await Promise.all([getSaveSettings(db), listCancelAnswers(db)]);
  return { settings, answers };
});

const settingsSchema = z.object({
  discountOn: z.enum(["on"]).optional(),
  discountPercent: z.coerce
    .number({ error: t.percentBad })
    .int(t.percentBad)
    .min(1, t.percentBad)
    .max(90, t.percentBad),
  /** Blank: once per subscription. */
  discountEveryMonths: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 36), t.everyBad)
    .transform((v) => (v === "" ? null : Number(v))),
});

export const action = consoleAction(async ({ db, form, admin }) => {
  const parsed = settingsSchema.safeParse({ discountEveryMonths: "", ...Object.fromEntries(form) });
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400, headers: adminHeaders });
  const settings = {
    discountOn: parsed.data.discountOn === "on",
    discountPercent: parsed.data.discountPercent,
    discountEveryMonths: parsed.data.discountEveryMonths,
  };
  await setSaveSettings(db, settings, admin);
  return data(
    { ok: true, message: t.saved(settings.discountOn, settings.discountPercent, settings.discountEveryMonths) },
    { headers: adminHeaders },
  );
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminCancellationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, answers } = loaderData;
  const c = t.columns;
  const saved = answers.filter((a) => a.outcome !== "cancelled").length;
  return (
    <>
      <PageTitle title={t.title} />
      <Panel title={t.settingsTitle} id="save-discount-title" className="mt-5">
        <Form method="post" className="space-y-3 px-5 py-4" data-testid="save-discount-form">
          <p className="text-sm text-espresso-700">{t.settingsNote}</p>
          <Notice result={actionData} />
          <label className="flex items-center gap-2 text-sm font-semibold text-espresso-800">
            <input
              type="checkbox"
              name="discountOn"
              value="on"
              defaultChecked={settings.discountOn}
              className="size-4"
            />
            {t.discountOn}
          </label>
          <label className="block text-sm font-semibold text-espresso-800">
            {t.percentLabel}
            <input
              name="discountPercent"
              inputMode="numeric"
              defaultValue={settings.discountPercent}
              className="mt-1 block h-10 w-28 rounded-xl border border-cream-300 bg-cream-50 px-3 font-normal"
            />
          </label>
          <label className="block text-sm font-semibold text-espresso-800">
            {t.everyLabel}
            <span className="block text-xs font-normal text-espresso-700">{t.everyHint}</span>
            <input
              name="discountEveryMonths"
              inputMode="numeric"
              defaultValue={settings.discountEveryMonths ?? ""}
              placeholder={t.everyPlaceholder}
              className="mt-1 block h-10 w-28 rounded-xl border border-cream-300 bg-cream-50 px-3 font-normal"
            />
          </label>
          <Button type="submit" variant="outline" size="md">
            {t.save}
          </Button>
        </Form>
      </Panel>
      <Panel title={t.tableTitle} id="cancel-answers-title" className="mt-5">
        <p className="px-5 pt-3 text-sm text-espresso-700" data-testid="cancel-figures">
          {t.figures(saved, answers.length - saved)}
        </p>
        <DataTable
          label={t.tableTitle}
          head={[c.when, c.subscriber, c.reason, c.note, c.outcome]}
          empty={answers.length === 0 && t.empty}
        >
          {answers.map((a) => {
            const reason = reasonFrom(a.reason);
            return (
              <tr key={a.id}>
                <td className={`${cell} whitespace-nowrap text-espresso-700`}>
                  <When at={a.createdAt} />
                </td>
                <td className={cell}>
                  <Link
                    to={`/admin/subscriptions/${a.subscriptionId}`}
                    className="inline-flex min-h-6 items-center font-semibold text-chai-700 underline-offset-2 hover:underline"
                  >
                    {a.email}
                  </Link>
                </td>
                <td className={cell}>{reason ? cancelFlowCopy.reasons[reason] : t.noReason}</td>
                <td className={`${cell} max-w-xs break-words`}>{a.note}</td>
                <td className={cell}>{t.outcomes[a.outcome] ?? a.outcome}</td>
              </tr>
            );
          })}
        </DataTable>
      </Panel>
    </>
  );
}
