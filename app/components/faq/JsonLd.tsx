import { useNonce } from "~/utils/nonce";

/** Structured data for search engines, with the request's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  // "<" escaped so no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
