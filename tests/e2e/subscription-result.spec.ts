// After a change on the subscription's page the answer is where the shopper looks: a toast, and
// focus (and the scroll) moved to the message, even when the change was made near the page's end.
import { randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { ADMIN_SEED } from "./fixtures/admin";
import { openBeforeTheApp } from "./fixtures/first-tap";
import { signIn } from "./fixtures/phantom";
import { placeOrder } from "./fixtures/shop";
import { expect, test, waitForHydration } from "./fixtures/test";

async function markPaid(browser: Browser, number: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` },
  });
  const admin = await context.newPage();
  await admin.goto("/");
  await signIn(admin, { seed: ADMIN_SEED });
  await admin.goto("/admin/orders?status=pending_payment");
  await admin.getByRole("link", { name: number, exact: true }).click();
  await admin.getByLabel("I understand this cannot be undone").check();
  await admin.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Order marked paid." })).toBeVisible();
  await context.close();
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px, Cancel near the page's end is answered by a toast and the focused message`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await placeOrder(page, "subscribe", { email: `result-${randomBytes(4).toString("hex")}@example.com` });
    await markPaid(browser, (await page.getByTestId("order-number").textContent())!);
    await page.reload();
    await page.getByTestId("manage-subscription-link").click();
    await waitForHydration(page);

    // Cancel opens the cancel flow; its final button is on the first screen.
    await page.getByTestId("start-cancel").click();
    const cancel = page.getByTestId("cancel-final").getByRole("button", { name: "Cancel subscription" });
    await cancel.scrollIntoViewIfNeeded();
    await cancel.click();
    const message = page.getByTestId("control-message");
    await expect(message).toContainText("Cancelled. No further deliveries");
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
    await expect(
      page.getByRole("region", { name: /Notifications/i }).getByText("Cancelled. No further deliveries"),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/subscription-cancelled-${width}.png` });
  });
}

test("at 390 px, a frequency chosen as the page shows is the one saved; saving the one it has is not reported as a change", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await placeOrder(page, "subscribe", { email: `frequency-${randomBytes(4).toString("hex")}@example.com` });
  await markPaid(browser, (await page.getByTestId("order-number").textContent())!);
  await page.reload();
  const manage = (await page.getByTestId("manage-subscription-link").getAttribute("href"))!;

  // Chosen before the app starts: the app adopts it, and Save sends it.
  const app = await openBeforeTheApp(page, manage);
  await expect(page.getByTestId("frequency")).toHaveText("4 weeks");
  // The subscription's order links are main controls on a phone: 44 px tall.
  for (const link of await page.getByTestId("subscription-orders").getByRole("link").all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByLabel("Deliver every").selectOption("6");
  await app.start();
  await expect(page.getByLabel("Deliver every")).toHaveValue("6");
  const save = page.getByTestId("form-frequency").getByRole("button", { name: "Save frequency" });
  await save.click();
  await expect(page.getByTestId("control-message")).toContainText("Deliveries now come every 6 weeks");
  await expect(page.getByTestId("frequency")).toHaveText("6 weeks");
  await expect(page.getByTestId("subscription-history")).toContainText("Frequency changed");

  // Saving 6 again: said plainly next to the form, no change reported.
  await save.click();
  await expect(page.getByTestId("form-frequency").getByRole("alert")).toHaveText(
    "Nothing changed: your subscription already has that setting.",
  );
  await expect(page.getByTestId("control-message")).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Notifications/i })).not.toContainText("Deliveries now come");
  await expect(page.getByTestId("frequency")).toHaveText("6 weeks");
  await page.getByTestId("form-frequency").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/subscription-frequency-unchanged-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("form-frequency").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/subscription-frequency-unchanged-1280.png" });
});
