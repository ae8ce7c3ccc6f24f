import { data } from "react-router";
import { consoleCopy } from "~/content/admin";

/** The posted form, or an empty one when the body is not a form (the schema then reports it). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * An action that cannot be undone runs only with the operator's tick (`ConfirmBox` posts
 * confirm=yes); without it, a 400 with the message and nothing done. `intents` lists the form's
 * `intent` values that need it (null stands for a form without one).
 */
export function confirmationMissing<Answer extends { ok: boolean; message: string }>(
  form: FormData,
  intents: ReadonlyArray<string | null>,
) {
  const intent = form.get("intent");
  const key = typeof intent === "string" ? intent : null;
  if (!intents.includes(key) || form.get("confirm") === "yes") return null;
  const refusal: { ok: boolean; message: string } = { ok: false, message: consoleCopy.confirmNeeded };
  return data(refusal as Answer, { status: 400 });
}
