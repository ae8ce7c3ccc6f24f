// The money-back guarantee from the shopper's side and the console's: a paid order's page offers
// "Request a refund" (bad input gets a clear message, nothing saved), the request shows on the
// page, the console's queue lists it, and a decline's reason reaches the order page.
import { randomBytes } from "node:crypto";
import { operatorPage } from "./fixtures/console";
import { waitForMail } from "./fixtures/mailbox";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const SHOTS = "test-results";
for (const width of [390, 1280] as const) {
  test(`at ${width} px a shopper asks for a refund and reads the console's answer`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = `refund-${randomBytes(4).toString("hex")}@example.com`;
    await placeOrder(page, "one_time", { email });
    const orderUrl = page.url();
    const number = (await page.getByTestId("order-number").textContent())!;
    // Unpaid: nothing to refund yet.
    await expect(page.getByTestId("refund-card")).toHaveCount(0);

    const admin = await operatorPage(browser, width);
    await admin.goto("/admin/orders?status=pending_payment");
    await admin.getByRole("link", { name: number, exact: true }).click();
    await waitForHydration(admin);
    await admin.getByLabel("I understand this cannot be undone").check();
    await admin.getByRole("button", { name: "Mark paid" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked paid." })).toBeVisible();

    await page.goto(orderUrl);
    await waitForHydration(page);
    const form = page.getByTestId("refund-form");
    await expect(form).toContainText("45-day money-back guarantee");
    await expect(form).toContainText("You do not need to send an opened bag back");
    // How much comes back, to where, and how soon (the store recorded this payment).
    const total = (await page.getByTestId("total").textContent())!.trim();
    await expect(form.getByTestId("refund-amount")).toHaveText(`The whole order: ${total} back to you.`);
    await expect(form.getByTestId("refund-to")).toHaveText("It goes back the way you paid us.");
    await expect(form.getByTestId("refund-when")).toContainText("We decide within two business days.");
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-refund-form-${width}.png`, fullPage: true });
    await expectNoA11yViolations(page);

    // No reason: a clear message, nothing sent.
    await form.getByRole("button", { name: "Send refund request" }).click();
    await expect(form.getByText("Choose a reason.")).toBeVisible();
    await form.getByLabel("Why are you asking for a refund?").selectOption("no_effect");
    await form.getByRole("button", { name: "Send refund request" }).click();
    // Said where the shopper is looking: in view, focused (so a screen reader reads it), a status.
    const sent = page.getByRole("status").filter({ hasText: "Refund request sent" });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(`We received your request for ${total}.`);
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/order-refund-sent-${width}.png` });
    await expectNoA11yViolations(page);
    const status = page.getByTestId("refund-status");
    await expect(status).toContainText("Waiting for our answer");
    await expect(page.getByTestId("refund-form")).toHaveCount(0);
    await waitForMail(email, `We received your refund request for order ${number}`);

    await admin.goto("/admin/refunds");
    const row = admin.getByTestId("refund-request").filter({ hasText: number });
    await expect(row).toContainText("I did not feel an effect");
    await expect(row).toContainText("Recorded by the store");
    await expect(row).toContainText("refund it outside the store");
    await admin.screenshot({ path: `${SHOTS}/admin-refunds-${width}.png`, fullPage: true });
    // The operator refunded it by bank transfer: recorded as refunded, not declined.
    const outside = row.getByRole("form", { name: `Refunded outside the store ${number}` });
    await outside.getByLabel("How it was refunded (the shopper reads it)").fill("by bank transfer");
    await outside.getByLabel("I understand this cannot be undone").check();
    await outside.getByRole("button", { name: "Record as refunded" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "refunded outside the store" })).toBeVisible();

    await page.goto(orderUrl);
    await expect(page.getByTestId("refund-status")).toContainText("We refunded");
    await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
    // The payment section says what went back, not "paid, thank you".
    const settled = page.getByTestId("payment-settled");
    await expect(settled).toHaveText(
      new RegExp(`^Refunded \\${total} on [A-Z][a-z]+, [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`),
    );
    await expect(page.getByTestId("payment-section")).not.toContainText("Thank you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order was refunded");
    await expect(page.getByTestId("order-status")).toHaveText("Refunded");
    await settled.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-refunded-${width}.png` });
    await expectNoA11yViolations(page);
    const mail = await waitForMail(email, `Your refund for order ${number} is approved`);
    expect(JSON.stringify(mail)).toContain("refunded outside the store: by bank transfer");
  });
}
