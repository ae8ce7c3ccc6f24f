import type { ReviewsJsonLd } from "~/reviews/json-ld";
import { useNonce } from "~/utils/nonce";

export interface ProductJsonLdInput {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  offers: Array<{ name: string; priceCents: number }>;
  soldOut?: boolean;
  /** The approved reviews' rating and reviews; null (none yet) leaves both out. */
  reviews: ReviewsJsonLd | null;
}

/** Cents as the decimal string structured data expects ("39.00"). */
const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function productJsonLd(p: ProductJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    url: p.url,
    image: p.images.map((src) => new URL(src, p.url).toString()),
    brand: { "@type": "Brand", name: "NAVA" },
    offers: p.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: decimal(offer.priceCents),
      priceCurrency: "USD",
      availability: `https://schema.org/${p.soldOut ? "OutOfStock" : "InStock"}`,
      url: p.url,
    })),
    ...p.reviews,
  };
}

/** Product structured data; the script carries the request's CSP nonce. */
export function ProductJsonLd(props: ProductJsonLdInput) {
  const nonce = useNonce();
  const json = JSON.stringify(productJsonLd(props)).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
