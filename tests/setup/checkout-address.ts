// The shipping address a test checkout types (its email and code set per test).
export const CHECKOUT_ADDRESS = {
  name: "Ada Lovelace",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  state: "TX" as const,
  zip: "78701",
  code: "",
};
