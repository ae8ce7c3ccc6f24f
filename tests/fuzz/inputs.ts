// Arbitraries for hostile input: the values a form field or JSON property may carry.
import fc from "fast-check";

export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1.5",
    "1e9",
    "NaN",
    "Infinity",
    "99999999999999999999",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "'; drop table orders; --",
    '=HYPERLINK("x")',
    "\u0000",
    "\uD800",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(5000),
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom("message", "signature", "publicKey", "account", "__proto__", "constructor"),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/** Form fields: known names with hostile values, plus unknown ones; some repeated. */
export function hostileForm(knownFields: string[]) {
  return fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...knownFields, "__proto__", "price", "total", "unitPriceCents"),
        fc.string({ maxLength: 12 }),
      ),
      hostileString,
    ),
    { maxLength: 12 },
  );
}

export const hostileCookie = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 60 }).map((v) => `nava_cart=${encodeURIComponent(v)}`),
  fc.string({ maxLength: 60 }).map((v) => `nava_session=${encodeURIComponent(v)}`),
  fc.constant("nava_cart=%E0%A4%A"),
  fc.constant("nava_session=" + "A".repeat(43)),
);
