// Reading an email's HTML part in tests: what a reader sees of it, and where its links go.

/** The document's visible text: the body's words, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  return body
    .replace(/<\/?(a|span)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Every link's target, in order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}
