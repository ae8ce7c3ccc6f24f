// The buyer's review form. It posts to the route action and works without JavaScript (the stars
// are a group of real radio inputs); with it, Conform checks the same schema before it posts.
// What was typed comes back with the errors, so a wrong field loses nothing.
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "~/components/FieldError";
import { Icon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { reviewForm as t, reviewLimits as limits } from "~/content/reviews";
import { reviewSchema, type ReviewInput } from "./review-schema";

const inputClass =
  "block w-full rounded-xl border border-espresso-600/40 bg-white px-4 py-3 text-base text-espresso-900 shadow-sm focus:border-chai-500 aria-[invalid=true]:border-berry-600 aria-[invalid=true]:bg-berry-600/5";

type Meta = FieldMetadata<unknown>;

const text = (field: Meta) => (typeof field.initialValue === "string" ? field.initialValue : "");

const control = (field: Meta, hint?: boolean) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": field.errors ? true : undefined,
  "aria-describedby":
    [hint && field.descriptionId, field.errors && field.errorId].filter(Boolean).join(" ") || undefined,
});

function Field({ field, label, hint, children }: { field: Meta; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-espresso-900">
        {label}
      </label>
      {hint && (
        <p id={field.descriptionId} className="mt-1 text-sm text-espresso-700">
          {hint}
        </p>
      )}
      <div className="mt-2">{children}</div>
      <FieldError field={field} />
    </div>
  );
}

function StarsField({ field }: { field: Meta }) {
  const chosen = text(field);
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-espresso-900">{t.ratingLegend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-1.5 rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm font-semibold text-espresso-900 has-checked:border-chai-600 has-checked:bg-chai-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-chai-500 has-focus-visible:ring-offset-2"
          >
            <input
              type="radio"
              name={field.name}
              value={String(n)}
              defaultChecked={chosen === String(n)}
              aria-invalid={field.errors ? true : undefined}
              className="sr-only"
            />
            <span className="flex" aria-hidden>
              {Array.from({ length: n }, (_, i) => (
                <Icon key={i} name="star" className="size-4 fill-current" />
              ))}
            </span>
            <span className="sr-only">{t.ratingOption(n)}</span>
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

export function ReviewForm({
  result,
  saved,
  rewardNpx,
  editing,
}: {
  result?: SubmissionResult<string[]>;
  /** The review as written so far (editing), to start from. */
  saved: ReviewInput | null;
  rewardNpx: number;
  editing: boolean;
}) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "review",
    lastResult: result,
    defaultValue: saved ? { ...saved, rating: String(saved.rating) } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-berry-600/40 bg-berry-600/5 p-4 font-medium text-berry-700"
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" aria-hidden />
          {form.errors[0]}
        </p>
      )}
      <p className="rounded-2xl bg-chai-300/25 p-4 text-sm text-espresso-800" data-testid="review-reward">
        {rewardNpx > 0 ? t.reward(rewardNpx) : t.noReward}
      </p>
      <StarsField field={fields.rating} />
      <Field field={fields.title} label={t.titleLabel}>
        <input
          {...control(fields.title)}
          type="text"
          maxLength={limits.titleMax}
          defaultValue={text(fields.title)}
          className={inputClass}
        />
      </Field>
      <Field field={fields.body} label={t.bodyLabel} hint={t.bodyHint}>
        <textarea {...control(fields.body, true)} rows={6} defaultValue={text(fields.body)} className={inputClass} />
      </Field>
      <Field field={fields.displayName} label={t.nameLabel} hint={t.nameHint}>
        <input
          {...control(fields.displayName, true)}
          type="text"
          autoComplete="given-name"
          maxLength={limits.nameMax}
          defaultValue={text(fields.displayName)}
          className={inputClass}
        />
      </Field>
      <Button type="submit" size="lg" disabled={submitting}>
        {editing ? t.update : t.submit}
      </Button>
    </Form>
  );
}
