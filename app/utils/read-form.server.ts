/** The posted form, or an empty one when the body is not a form (the schema then reports it). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
