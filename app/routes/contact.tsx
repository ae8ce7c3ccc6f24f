import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { contactPage as t } from "~/content/policies";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema, type ContactMessage } from "~/support/contact-schema";
import { handleContactPost } from "~/support/contact.server";
import { getEnv } from "~/utils/env.server";
import { clientAddressContext } from "~/utils/request-context";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: t.title, description: t.description, path: "/contact" }, siteUrlFrom(matches));

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, context.get(clientAddressContext));
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<ContactMessage>({
    id: "contact",
    lastResult: actionData?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{t.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-espresso-700">{t.intro}</p>
      <p className="mt-2 text-espresso-700">
        {t.emailNote}{" "}
        <a
          href={`mailto:${loaderData.supportEmail}`}
          className="inline-block py-2 font-semibold text-chai-700 underline"
        >
          {loaderData.supportEmail}
        </a>
        .
      </p>
      {actionData?.sent && (
        <p
          role="status"
          className="mt-6 rounded-2xl border border-sage-500/40 bg-sage-500/10 px-5 py-4 text-espresso-900"
        >
          {t.sent}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
        {form.errors && (
          <p id={form.errorId} role="alert" className="rounded-xl bg-berry-600/5 px-4 py-3 font-medium text-berry-700">
            {form.errors[0]}
          </p>
        )}
        <Field field={fields.name} label={t.labels.name}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            key={undefined}
            autoComplete="name"
            className={inputClass}
          />
        </Field>
        <Field field={fields.email} label={t.labels.email}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={undefined}
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <Field field={fields.order} label={t.labels.order}>
          <input {...getInputProps(fields.order, { type: "text" })} key={undefined} className={inputClass} />
        </Field>
        <Field field={fields.message} label={t.labels.message}>
          <textarea
            {...getTextareaProps(fields.message)}
            key={undefined}
            rows={6}
            maxLength={t.messageMax}
            className={`${inputClass} h-auto py-3`}
          />
        </Field>
        <Button type="submit" variant="accent" size="md" disabled={navigation.state === "submitting"}>
          {t.button}
        </Button>
      </Form>
    </div>
  );
}
