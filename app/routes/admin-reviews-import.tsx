import { data, Form, Link, useNavigation } from "react-router";
import { PageTitle, Panel } from "~/components/console/page";
import { Notice } from "~/components/console/actions";
import { Button } from "~/components/ui/button";
import { importSourceLabels, reviewImportPage as t } from "~/content/reviews";
import { importReviewCsv, type ImportReport } from "~/reviews/import.server";
import { REVIEW_IMPORT_MAX_BYTES } from "~/reviews/import-limits";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-reviews-import";

export const loader = consoleLoader(async () => null);

type ImportResult = { ok: boolean; message: string; report?: ImportReport };

export const action = consoleAction(async ({ admin, db, form }) => {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data<ImportResult>({ ok: false, message: t.noFile }, { status: 400 });
  if (file.size > REVIEW_IMPORT_MAX_BYTES)
    return data<ImportResult>({ ok: false, message: t.tooLarge }, { status: 413 });
  const report = await importReviewCsv(db, await file.text(), admin);
  if (!report.source)
    return data<ImportResult>({ ok: false, message: report.refused[0]!.reason, report }, { status: 400 });
  const message = t.report(report.imported, report.refused.length, importSourceLabels[report.source] ?? report.source);
  return data<ImportResult>({ ok: report.imported > 0 || report.refused.length === 0, message, report });
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminReviewsImportPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const refused = actionData?.report?.source ? actionData.report.refused : [];
  return (
    <>
      <PageTitle title={t.title}>
        <Link to="/admin/reviews" className="text-sm font-semibold text-chai-700 underline underline-offset-2">
          {t.back}
        </Link>
      </PageTitle>
      <p className="max-w-3xl text-sm text-espresso-800">{t.intro}</p>
      <Notice result={actionData} />
      <Panel>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4 p-5">
          <div>
            <label htmlFor="review-csv" className="block text-sm font-medium text-espresso-900">
              {t.fileLabel}
            </label>
            <input
              id="review-csv"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="mt-1.5 block text-sm"
            />
          </div>
          <Button type="submit" size="sm" disabled={busy}>
            {t.submit}
          </Button>
        </Form>
      </Panel>
      {refused.length > 0 && (
        <Panel title={t.refusedTitle} id="import-refused-title">
          <table className="w-full text-left text-sm" data-testid="import-refused">
            <thead>
              <tr className="border-b border-cream-300 text-xs uppercase tracking-wider text-espresso-700">
                <th className="px-5 py-2">{t.lineLabel}</th>
                <th className="px-5 py-2">{t.reasonLabel}</th>
              </tr>
            </thead>
            <tbody>
              {refused.map((r) => (
                <tr key={`${r.line}-${r.reason}`} className="border-b border-cream-300 last:border-0">
                  <td className="px-5 py-2 tabular-nums">{r.line}</td>
                  <td className="px-5 py-2">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
    </>
  );
}
