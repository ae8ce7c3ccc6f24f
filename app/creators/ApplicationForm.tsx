// The creator application. It posts to the route action and works without JavaScript; with it,
// Conform checks the same schema before it posts and again as the visitor corrects a field, and
// the why counter is live.
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { FieldError } from "~/components/FieldError";
import { Icon } from "~/components/icons";
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { applicationLimits, applyErrors, applyFields as t, applyPage, platforms } from "~/content/creators";
import { cn } from "~/utils/cn";
import { applicationSchema, HONEYPOT_FIELD, whyLength } from "./application-schema";
import type { SubmissionResult } from "@conform-to/react";

const inputClass =
  "block w-full rounded-xl border border-espresso-600/40 bg-white px-4 py-3 text-base text-espresso-900 shadow-sm placeholder:text-espresso-600/70 focus:border-chai-500 aria-[invalid=true]:border-berry-600 aria-[invalid=true]:bg-berry-600/5";

type Meta = FieldMetadata<unknown>;

/** The ids that describe a control: its hint, if any, and its error when it has one. */
const describedBy = (field: Meta, hintId?: string) =>
  [hintId, field.errors && field.errorId].filter(Boolean).join(" ") || undefined;

/** What every control carries: its name and id, what it held, and whether it is wrong. */
const control = (field: Meta, hintId?: string) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": field.errors ? true : undefined,
  "aria-describedby": describedBy(field, hintId),
});

const initialText = (field: Meta) => (typeof field.initialValue === "string" ? field.initialValue : "");

interface FieldProps {
  field: Meta;
  label: ReactNode;
  hint?: string;
  children: (props: ReturnType<typeof control>) => ReactNode;
  className?: string;
  after?: ReactNode;
}

function Field({ field, label, hint, children, className, after }: FieldProps) {
  const hintId = hint ? field.descriptionId : undefined;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-espresso-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-espresso-700">
          {hint}
        </p>
      )}
      <div className="mt-2">{children(control(field, hintId))}</div>
      {after}
      <FieldError field={field} />
    </div>
  );
}

function Checkbox({ field, label }: { field: Meta; label: string }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...control(field)}
          type="checkbox"
          defaultChecked={field.initialValue === "on"}
          className="mt-0.5 size-5 shrink-0 rounded border-espresso-600 accent-chai-600"
        />
        <label htmlFor={field.id} className="text-sm leading-relaxed text-espresso-800">
          {label}
        </label>
      </div>
      <FieldError field={field} />
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-cream-300 pt-8 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0">
        <legend className="mb-6 p-0 font-display text-xl font-semibold text-espresso-900">{legend}</legend>
        <div className="space-y-6">{children}</div>
      </fieldset>
    </div>
  );
}

export function ApplicationForm({ result }: { result?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "apply",
    lastResult: result,
    defaultValue: { links: Array<string>(applicationLimits.linksMax).fill("") },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationSchema }),
  });
  const links = fields.links.getFieldList();
  const [whyCount, setWhyCount] = useState(() => whyLength(initialText(fields.why)));
  const overLimit = whyCount > applicationLimits.whyMax;

  // The fields in page order, for the summary of what to fix.
  const ordered: Meta[] = [
    fields.name,
    fields.email,
    fields.platform,
    fields.handle,
    fields.followers,
    ...links,
    fields.why,
    fields.solanaAddress,
    fields.authentic,
    fields.monthly,
    fields.consent,
  ];
  const wrong = ordered.filter((field) => field.errors);

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-8"
      aria-describedby={wrong.length ? "apply-summary" : undefined}
    >
      {wrong.length > 0 && (
        <div id="apply-summary" role="alert" className="rounded-2xl border border-berry-600/40 bg-berry-600/5 p-5">
          <p className="font-semibold text-berry-700">{applyErrors.summary(wrong.length)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-berry-700">
            {wrong.map((field) => (
              <li key={field.name}>
                <a href={`#${field.id}`} className="underline underline-offset-2">
                  {field.errors?.[0]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {form.errors && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-berry-600/40 bg-berry-600/5 p-5 font-medium text-berry-700"
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" aria-hidden />
          {form.errors[0]}
        </div>
      )}

      <Fieldset legend={t.aboutYou}>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field field={fields.name} label={t.name.label}>
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="name"
                defaultValue={initialText(fields.name)}
                className={inputClass}
              />
            )}
          </Field>
          <Field field={fields.email} label={t.email.label} hint={t.email.hint}>
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={initialText(fields.email)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </Fieldset>

      <Fieldset legend={t.yourContent}>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field field={fields.platform} label={t.platform.label}>
            {(p) => (
              <select {...p} defaultValue={initialText(fields.platform)} className={cn(inputClass, "appearance-auto")}>
                <option value="">{t.platform.placeholder}</option>
                {platforms.map((platform) => (
                  <option key={platform.value} value={platform.value}>
                    {platform.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field field={fields.handle} label={t.handle.label} hint={t.handle.hint}>
            {(p) => (
              <input
                {...p}
                type="text"
                autoCapitalize="none"
                spellCheck={false}
                defaultValue={initialText(fields.handle)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <Field field={fields.followers} label={t.followers.label} hint={t.followers.hint} className="sm:max-w-xs">
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              defaultValue={initialText(fields.followers)}
              className={inputClass}
            />
          )}
        </Field>
        <fieldset aria-describedby="apply-links-hint">
          <legend className="block text-sm font-semibold text-espresso-900">{t.links.legend}</legend>
          <p id="apply-links-hint" className="mt-1 text-sm text-espresso-700">
            {t.links.hint}
          </p>
          <div className="mt-3 space-y-3">
            {links.map((link, i) => (
              <div key={link.key}>
                <label htmlFor={link.id} className="sr-only">
                  {t.links.label(i + 1)} {i > 0 ? t.links.optional : ""}
                </label>
                <input
                  {...control(link)}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={i === 0 ? "https://" : `https:// ${t.links.optional}`}
                  defaultValue={initialText(link)}
                  className={inputClass}
                />
                <FieldError field={link} />
              </div>
            ))}
          </div>
        </fieldset>
        <Field
          field={fields.why}
          label={t.why.label}
          hint={t.why.hint}
          after={
            <p
              id="apply-why-count"
              className={cn(
                "mt-1 text-right text-sm tabular-nums",
                overLimit ? "font-semibold text-berry-700" : "text-espresso-700",
              )}
            >
              {t.why.counter(whyCount, applicationLimits.whyMax)}
            </p>
          }
        >
          {(p) => (
            <textarea
              {...p}
              aria-describedby={[p["aria-describedby"], "apply-why-count"].filter(Boolean).join(" ")}
              rows={6}
              defaultValue={initialText(fields.why)}
              onInput={(event) => setWhyCount(whyLength(event.currentTarget.value))}
              className={cn(inputClass, "resize-y")}
            />
          )}
        </Field>
      </Fieldset>

      <Fieldset legend={t.commission}>
        <Field field={fields.solanaAddress} label={`${t.solana.label} ${t.solana.optional}`} hint={t.solana.hint}>
          {(p) => (
            <input
              {...p}
              type="text"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              defaultValue={initialText(fields.solanaAddress)}
              className={cn(inputClass, "font-mono text-sm")}
            />
          )}
        </Field>
      </Fieldset>

      <Fieldset legend={t.commitments}>
        <div className="space-y-4">
          <Checkbox field={fields.authentic} label={t.authentic.label} />
          <Checkbox field={fields.monthly} label={t.monthly.label} />
          <Checkbox field={fields.consent} label={t.consent.label} />
        </div>
      </Fieldset>

      {/* Only bots fill this: it is off-screen, out of the tab order and hidden from assistive tech. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="apply-website">{t.honeypot.label}</label>
        <input id="apply-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? applyPage.submitting : applyPage.submit}
      </Button>
    </Form>
  );
}
