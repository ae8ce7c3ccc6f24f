import { useNonce } from "~/utils/nonce";

/** Structured data for search engines; it carries the page's CSP nonce like every script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  // "<" escaped so the JSON can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
