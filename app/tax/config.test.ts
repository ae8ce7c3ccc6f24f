import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { getTaxConfig } from "./config.server";

const KEYS = ["TAX_MODE", "TAX_PRODUCT_CODE", "STRIPE_SECRET_KEY"] as const;
function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, values);
  resetEnvCache();
}
afterEach(() => setEnv({}));

describe("TAX_MODE", () => {
  it("is off by default: no Stripe Tax client, even with a Stripe key", () => {
    setEnv({ STRIPE_SECRET_KEY: "sk_test_x" });
    expect(getEnv().TAX_MODE).toBe("off");
    expect(getTaxConfig()).toBeNull();
  });

  it("stripe needs the Stripe key, and says so at startup", () => {
    setEnv({ TAX_MODE: "stripe" });
    expect(() => getEnv()).toThrow(/TAX_MODE: stripe needs STRIPE_SECRET_KEY/);
  });

  it("stripe with a key gives the client and the product tax code; a malformed code is refused", () => {
    setEnv({ TAX_MODE: "stripe", STRIPE_SECRET_KEY: "sk_test_x", TAX_PRODUCT_CODE: "txcd_12345678" });
    expect(getTaxConfig()?.productTaxCode).toBe("txcd_12345678");
    setEnv({ TAX_MODE: "stripe", STRIPE_SECRET_KEY: "sk_test_x", TAX_PRODUCT_CODE: "coffee" });
    expect(() => getEnv()).toThrow(/TAX_PRODUCT_CODE/);
    setEnv({ TAX_MODE: "sometimes" });
    expect(() => getEnv()).toThrow(/TAX_MODE/);
  });
});
