// The brand's statements: the figures the store cannot count, each with its day; the shared pages
// show them as the brand's own (app/brand).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { consoleMeta } from "~/admin/meta";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel } from "~/components/console/page";
import { Wallet } from "~/components/console/table";
import { Notice } from "~/components/console/actions";
import { statementSchema, type StatementInput } from "~/brand/statement-schema";
import { BRAND_STATEMENT_KEYS, type BrandStatementKey } from "~/content/brand-statement-keys";
import { getBrandStatements, runStatementAction, type BrandStatement } from "~/brand/statements.server";
import { FieldError } from "~/components/FieldError";
import { Button } from "~/components/ui/button";
import { adminStatementsCopy as t } from "~/content/brand";
import { now } from "~/jobs/clock.server";
import type { Route } from "./+types/admin-statements";

export const loader = consoleLoader(async ({ db }) => ({
  statements: await getBrandStatements(db),
  today: now().toISOString().slice(0, 10),
}));

export const action = consoleAction(({ db, form, admin }) => runStatementAction(db, form, admin));

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const input =
  "mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-berry-600";

export default function AdminStatementsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { statements, today } = loaderData;
  return (
    <>
      <PageTitle title={t.title} />
      <p className="max-w-3xl text-sm text-espresso-700">{t.intro}</p>
      <Notice result={actionData && "message" in actionData ? actionData : null} />
      <div className="grid gap-6 lg:grid-cols-2">
        {BRAND_STATEMENT_KEYS.map((key) => (
          <StatementForm
            key={key}
            name={key}
            statement={statements[key]}
            today={today}
            lastResult={actionData?.key === key ? actionData.reply : undefined}
          />
        ))}
      </div>
    </>
  );
}

function StatementForm({
  name,
  statement,
  today,
  lastResult,
}: {
  name: BrandStatementKey;
  statement: BrandStatement | undefined;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<StatementInput>({
    id: `statement-${name}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { key: name, value: statement?.value ?? "", asOf: statement?.asOf ?? today },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statementSchema }),
  });
  const field = t.fields[name];
  return (
    <Panel title={field.label} id={`statement-${name}-title`}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 px-5 py-4" data-testid={`statement-${name}`}>
        <p className="text-sm text-espresso-700">{field.hint}</p>
        <p className="text-sm text-espresso-900" data-testid="statement-shown">
          {statement ? (
            <>
              {t.current(statement.value, statement.asOf)}
              <Wallet address={statement.updatedBy} />)
            </>
          ) : (
            t.notStated
          )}
        </p>
        <input type="hidden" name="key" value={name} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.value.id} className="block text-sm font-medium text-espresso-900">
              {t.value}
            </label>
            <input
              {...getInputProps(fields.value, { type: "text" })}
              key={undefined}
              maxLength={24}
              className={input}
            />
            <FieldError field={fields.value} />
          </div>
          <div>
            <label htmlFor={fields.asOf.id} className="block text-sm font-medium text-espresso-900">
              {t.asOf}
            </label>
            <input {...getInputProps(fields.asOf, { type: "date" })} key={undefined} max={today} className={input} />
            <FieldError field={fields.asOf} />
          </div>
        </div>
        <Button type="submit" size="md" disabled={busy}>
          {t.save}
        </Button>
      </Form>
    </Panel>
  );
}
