// Where a link or a form may send the browser after it is done: a path of this site, never another.
const HERE = "http://here.invalid";

/**
 * `value` as a path of this site ("/faq?q=caf%C3%A9"), or null. Browsers drop tabs and newlines
 * from a URL and read a backslash as a slash, so "/\t/evil.example" is "//evil.example": control
 * characters, whitespace and backslashes are refused outright, and what is left must resolve on
 * this site. The answer is percent-encoded, so it always fits in a Location header.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f-\u009f]/.test(value)) return null;
  try {
    const url = new URL(value, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
