// The saved-card attack, replayed as a stranger would: a subscriber pays by card; a stranger
// subscribes with the subscriber's email and an address of their own, pays that first order with
// USDC, and from their own private links sees no card on file, and "Ship now" with ten bags charges
// nothing to the subscriber's card (the renewal waits for payment by link).
import { randomBytes } from "node:crypto";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { installPhantom } from "./fixtures/phantom";
import { payWithCard, placeOrder } from "./fixtures/shop";
import { runDueJobs } from "./fixtures/store-clock";
import { expect, test, waitForHydration } from "./fixtures/test";

const STRIPE = process.env.E2E_STRIPE_URL!;

interface StripeCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

async function stripeCalls(): Promise<StripeCall[]> {
  return (await (await fetch(`${STRIPE}/_double/calls`)).json()) as StripeCall[];
}

test("a stranger who subscribes with a subscriber's email sees no card and charges nothing to it", async ({
  page,
  browser,
}) => {
  const email = `victim-${randomBytes(4).toString("hex")}@example.com`;
  await placeOrder(page, "subscribe", { email });
  await payWithCard(page, "$39.00");
  await page.reload();
  await page.getByTestId("manage-subscription-link").click();
  await expect(page.getByTestId("card-on-file")).toContainText("Visa ending in 4242");
  const victimCustomer = (await stripeCalls()).find(
    (c) => c.path === "/v1/customers" && c.method === "POST" && c.params.email === email,
  );
  expect(victimCustomer).toBeDefined();
  const chargesBefore = (await stripeCalls()).filter((c) => c.path === "/v1/payment_intents").length;

  const strangerContext = await browser.newContext();
  try {
    const stranger = await strangerContext.newPage();
    const seed = `stranger-${randomBytes(4).toString("hex")}`;
    const phantom = await installPhantom(stranger, { seed });
    await fundWallet(phantom.address);
    await placeOrder(stranger, "subscribe", { email });
    await payWithUsdc(stranger, "$39.00");
    await stranger.reload();
    await expect(stranger.getByTestId("order-status")).toHaveText("Paid");
    await expect(stranger.getByTestId("card-on-file")).toHaveCount(0);

    await stranger.getByTestId("manage-subscription-link").click();
    await expect(stranger.getByTestId("subscription-status")).toHaveText("Active");
    await expect(stranger.getByTestId("card-on-file")).toHaveCount(0);
    await expect(stranger.getByRole("button", { name: "Update card" })).toHaveCount(0);
    await waitForHydration(stranger);
    await stranger.getByLabel("Bags per delivery (1-10)").fill("10");
    await stranger.getByTestId("form-quantity").getByRole("button", { name: "Save quantity" }).click();
    await expect(stranger.getByTestId("control-message")).toContainText("Each delivery now brings 10 bags.");
    await stranger.getByTestId("form-ship-now").getByRole("button", { name: "Ship now" }).click();
    await expect(stranger.getByTestId("control-message")).toBeVisible();
    await runDueJobs();

    // No PaymentIntent was created by the stranger's ship now, and the renewal waits for payment.
    expect((await stripeCalls()).filter((c) => c.path === "/v1/payment_intents")).toHaveLength(chargesBefore);
    await stranger.reload();
    const renewal = stranger.getByTestId("subscription-orders").getByRole("listitem").filter({ hasText: "$390.00" });
    await expect(renewal).toContainText("Awaiting payment");
    await renewal.getByRole("link").click();
    await expect(stranger.getByTestId("order-status")).toHaveText("Awaiting payment");
    await expect(stranger.getByTestId("card-on-file")).toHaveCount(0);
  } finally {
    await strangerContext.close();
  }
});
