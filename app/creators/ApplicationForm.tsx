// The creator application. It posts to the route action and works without JavaScript;
// with JavaScript the same schema checks it first and the why counter is live.
import { Icon } from "~/components/icons";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { applicationLimits, applyErrors, applyFields as t, applyPage, platforms } from "~/content/creators";
import { cn } from "~/utils/cn";
import {
  emptyApplicationValues,
  F,
  readApplicationForm,
  validateApplication,
  whyLength,
  type ApplicationValues,
  type FieldErrors,
} from "./application-schema";

const id = (name: string) => `apply-${name.replace(".", "-")}`;

/** Order of the fields on the page, for the summary and for focusing the first error. */
const FIELD_ORDER = [
  F.name,
  F.email,
  F.platform,
  F.handle,
  F.followers,
  "links.0",
  "links.1",
  "links.2",
  F.why,
  F.solanaAddress,
  F.authentic,
  F.monthly,
  F.consent,
];

const inputClass =
  "block w-full rounded-xl border border-espresso-600/40 bg-white px-4 py-3 text-base text-espresso-900 shadow-sm placeholder:text-espresso-600/70 focus:border-chai-500 aria-[invalid=true]:border-berry-600 aria-[invalid=true]:bg-berry-600/5";

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
  className?: string;
  after?: ReactNode;
}

function Field({ name, label, hint, error, children, className, after }: FieldProps) {
  const fieldId = id(name);
  const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-espresso-900">
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-espresso-700">
          {hint}
        </p>
      )}
      <div className="mt-2">
        {children({ id: fieldId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      </div>
      {after}
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

function FieldError({ id: errorId, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-berry-700">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

function Checkbox({
  name,
  label,
  error,
  defaultChecked,
}: {
  name: string;
  label: string;
  error?: string;
  defaultChecked: boolean;
}) {
  const fieldId = id(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-espresso-600 accent-chai-600"
        />
        <label htmlFor={fieldId} className="text-sm leading-relaxed text-espresso-800">
          {label}
        </label>
      </div>
      <FieldError id={`${fieldId}-error`} message={error} />
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

export interface ApplicationFormProps {
  /** What the server said about the last submission, if anything. */
  result?:
    | { status: "invalid" | "duplicate"; errors: FieldErrors; values: ApplicationValues }
    | { status: "rate_limited"; message: string; values: ApplicationValues };
}

export function ApplicationForm({ result }: ApplicationFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = result?.values ?? emptyApplicationValues;
  const serverErrors = result && "errors" in result ? result.errors : {};
  // Errors found in the browser belong to one server answer; a new answer replaces them.
  const [client, setClient] = useState<{ errors: FieldErrors; for: unknown } | null>(null);
  const errors = client && client.for === result ? client.errors : serverErrors;
  const [whyCount, setWhyCount] = useState(() => whyLength(values.why));

  const errorKeys = FIELD_ORDER.filter((k) => errors[k]);
  const overLimit = whyCount > applicationLimits.whyMax;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = validateApplication(readApplicationForm(new FormData(event.currentTarget)));
    if (checked.ok) {
      setClient({ errors: {}, for: result });
      return;
    }
    event.preventDefault();
    setClient({ errors: checked.errors, for: result });
    const first = FIELD_ORDER.find((k) => checked.errors[k]);
    if (first) document.getElementById(id(first))?.focus();
  }

  // Once a field shows an error, it is checked again as the visitor corrects it.
  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === F.why) setWhyCount(whyLength(target.value));
    const key = target.name === F.links ? FIELD_ORDER.find((k) => id(k) === target.id) : target.name;
    if (!key || !errors[key]) return;
    const checked = validateApplication(readApplicationForm(new FormData(event.currentTarget)));
    const next = { ...errors };
    if (checked.ok || !checked.errors[key]) delete next[key];
    else next[key] = checked.errors[key];
    if (key.startsWith("links."))
      for (const k of ["links.0", "links.1", "links.2"]) if (checked.ok || !checked.errors[k]) delete next[k];
    setClient({ errors: next, for: result });
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="space-y-8"
      aria-describedby={errorKeys.length ? "apply-summary" : undefined}
    >
      {errorKeys.length > 0 && (
        <div id="apply-summary" role="alert" className="rounded-2xl border border-berry-600/40 bg-berry-600/5 p-5">
          <p className="font-semibold text-berry-700">{applyErrors.summary(errorKeys.length)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-berry-700">
            {errorKeys.map((k) => (
              <li key={k}>
                <a href={`#${id(k)}`} className="underline underline-offset-2">
                  {errors[k]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {result?.status === "rate_limited" && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-berry-600/40 bg-berry-600/5 p-5 font-medium text-berry-700"
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" aria-hidden />
          {result.message}
        </div>
      )}

      <Fieldset legend={t.aboutYou}>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name={F.name} label={t.name.label} error={errors[F.name]}>
            {(p) => (
              <input
                {...p}
                name={F.name}
                type="text"
                autoComplete="name"
                defaultValue={values.name}
                className={inputClass}
              />
            )}
          </Field>
          <Field name={F.email} label={t.email.label} hint={t.email.hint} error={errors[F.email]}>
            {(p) => (
              <input
                {...p}
                name={F.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={values.email}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </Fieldset>

      <Fieldset legend={t.yourContent}>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name={F.platform} label={t.platform.label} error={errors[F.platform]}>
            {(p) => (
              <select
                {...p}
                name={F.platform}
                defaultValue={values.platform}
                className={cn(inputClass, "appearance-auto")}
              >
                <option value="">{t.platform.placeholder}</option>
                {platforms.map((platform) => (
                  <option key={platform.value} value={platform.value}>
                    {platform.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name={F.handle} label={t.handle.label} hint={t.handle.hint} error={errors[F.handle]}>
            {(p) => (
              <input
                {...p}
                name={F.handle}
                type="text"
                autoCapitalize="none"
                spellCheck={false}
                defaultValue={values.handle}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <Field
          name={F.followers}
          label={t.followers.label}
          hint={t.followers.hint}
          error={errors[F.followers]}
          className="sm:max-w-xs"
        >
          {(p) => (
            <input
              {...p}
              name={F.followers}
              type="text"
              inputMode="numeric"
              defaultValue={values.followers}
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
            {[0, 1, 2].map((i) => {
              const key = `links.${i}`;
              const fieldId = id(key);
              return (
                <div key={key}>
                  <label htmlFor={fieldId} className="sr-only">
                    {t.links.label(i + 1)} {i > 0 ? t.links.optional : ""}
                  </label>
                  <input
                    id={fieldId}
                    name={F.links}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder={i === 0 ? "https://" : `https:// ${t.links.optional}`}
                    defaultValue={values.links[i]}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={errors[key] ? `${fieldId}-error` : undefined}
                    className={inputClass}
                  />
                  <FieldError id={`${fieldId}-error`} message={errors[key]} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <Field
          name={F.why}
          label={t.why.label}
          hint={t.why.hint}
          error={errors[F.why]}
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
              name={F.why}
              rows={6}
              defaultValue={values.why}
              className={cn(inputClass, "resize-y")}
            />
          )}
        </Field>
      </Fieldset>

      <Fieldset legend={t.commission}>
        <Field
          name={F.solanaAddress}
          label={`${t.solana.label} ${t.solana.optional}`}
          hint={t.solana.hint}
          error={errors[F.solanaAddress]}
        >
          {(p) => (
            <input
              {...p}
              name={F.solanaAddress}
              type="text"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              defaultValue={values.solanaAddress}
              className={cn(inputClass, "font-mono text-sm")}
            />
          )}
        </Field>
      </Fieldset>

      <Fieldset legend={t.commitments}>
        <div className="space-y-4">
          <Checkbox
            name={F.authentic}
            label={t.authentic.label}
            error={errors[F.authentic]}
            defaultChecked={values.authentic}
          />
          <Checkbox
            name={F.monthly}
            label={t.monthly.label}
            error={errors[F.monthly]}
            defaultChecked={values.monthly}
          />
          <Checkbox
            name={F.consent}
            label={t.consent.label}
            error={errors[F.consent]}
            defaultChecked={values.consent}
          />
        </div>
      </Fieldset>

      {/* Only bots fill this: it is off-screen, out of the tab order and hidden from assistive tech. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="apply-website">{t.honeypot.label}</label>
        <input id="apply-website" name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? applyPage.submitting : applyPage.submit}
      </Button>
    </Form>
  );
}
