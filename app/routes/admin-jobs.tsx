import { Form, useNavigation } from "react-router";
import { OperatorEmailNotice } from "~/admin/OperatorEmailNotice";
import { listJobs } from "~/admin/jobs.server";
import { openAlerts } from "~/ops/alerts.server";
import { operatorAlertCopy } from "~/content/operator-alerts";
import { cell, DataTable, Notice, PageTitle, Panel, StatusBadge, When } from "~/components/console/ui";
import { Button } from "~/components/ui/button";
import { jobsCopy as t } from "~/content/admin";
import { recordAudit } from "~/audit/audit.server";
import { runDueJobs } from "~/flows/jobs.server";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-jobs";

export const loader = consoleLoader(async ({ db }) => {
  const [jobs, alerts] = await Promise.all([listJobs(db), openAlerts(db)]);
  return { ...jobs, alerts };
});

/** The one action: run what is due now, as the scheduler would on its next pass. */
export const action = consoleAction(async ({ admin, db }) => {
  const { ran, failed } = await runDueJobs(db);
  await recordAudit(db, { actor: admin, action: "jobs.run_due", target: "jobs", detail: { ran, failed } });
  return { ok: true, message: t.ran(ran, failed) };
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

type JobItem = Awaited<ReturnType<typeof listJobs>>["upcoming"][number];

function JobTable({
  label,
  rows,
  empty,
  when,
}: {
  label: string;
  rows: JobItem[];
  empty: string;
  when: "run" | "end";
}) {
  const c = t.columns;
  return (
    <DataTable
      label={label}
      head={[c.job, c.key, when === "run" ? c.runAt : c.finished, c.attempts, c.error]}
      empty={rows.length === 0 && empty}
    >
      {rows.map((job) => (
        <tr key={job.id}>
          <td className={cell}>
            <span className="mr-2 font-mono text-xs font-semibold">{job.name}</span>
            <StatusBadge kind="job" status={job.status} />
          </td>
          <td className={`${cell} break-all font-mono text-xs`}>{job.key ?? "—"}</td>
          <td className={`${cell} whitespace-nowrap text-espresso-700`}>
            <When at={when === "run" ? job.runAt : (job.finishedAt ?? job.runAt)} />
          </td>
          <td className={`${cell} tabular-nums`}>
            {job.attempts} / {job.maxAttempts}
          </td>
          <td className={`${cell} max-w-md break-words text-xs text-berry-700`}>{job.lastError ?? ""}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The problems open now, and whether anyone is told of them (OPERATOR_EMAIL). */
function OperatorAlerts({ alerts }: { alerts: Route.ComponentProps["loaderData"]["alerts"] }) {
  const a = operatorAlertCopy.console;
  return (
    <Panel title={a.title} id="operator-alerts">
      {alerts.to ? (
        <p className="px-5 pt-3 text-sm text-espresso-700">{a.on(alerts.to)}</p>
      ) : (
        <OperatorEmailNotice to={null} className="mx-5 mt-3" />
      )}
      <DataTable
        label={a.title}
        head={[a.columns.problem, a.columns.since, a.columns.told, a.columns.detail]}
        empty={alerts.open.length === 0 && a.none}
      >
        {alerts.open.map((alert) => (
          <tr key={alert.key}>
            <td className={`${cell} font-mono text-xs`}>{alert.key}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <When at={alert.since} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {alert.notifiedAt ? <When at={alert.notifiedAt} /> : a.notTold}
            </td>
            <td className={`${cell} max-w-md break-words text-xs`}>{alert.detail}</td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

export default function AdminJobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageTitle title={t.title}>
        <Form method="post">
          <Button type="submit" disabled={busy}>
            {t.runNow}
          </Button>
        </Form>
      </PageTitle>
      <Notice result={actionData} />
      <OperatorAlerts alerts={loaderData.alerts} />
      <Panel title={t.upcoming} id="jobs-upcoming">
        <JobTable label={t.upcoming} rows={loaderData.upcoming} empty={t.emptyUpcoming} when="run" />
      </Panel>
      <Panel title={t.failed} id="jobs-failed">
        <JobTable label={t.failed} rows={loaderData.failed} empty={t.emptyFailed} when="end" />
      </Panel>
      <Panel title={t.recurring} id="jobs-recurring">
        <p className="px-5 pt-3 text-sm text-espresso-700">{t.recurringNote}</p>
        <DataTable
          label={t.recurring}
          head={[t.recurringColumns.job, t.recurringColumns.runs, t.recurringColumns.last]}
          empty={loaderData.recurring.length === 0 && t.emptyRecurring}
        >
          {loaderData.recurring.map((r) => (
            <tr key={r.name}>
              <td className={`${cell} font-mono text-xs`}>{r.name}</td>
              <td className={`${cell} tabular-nums`}>{r.runs}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.lastRun ? <When at={r.lastRun} /> : "—"}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
      <Panel title={t.recent} id="jobs-recent">
        <JobTable label={t.recent} rows={loaderData.recent} empty={t.emptyRecent} when="end" />
      </Panel>
    </>
  );
}
