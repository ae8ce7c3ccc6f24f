// The creator program end to end: a creator applies, the operator approves, the creator's email
// brings the link, a shopper follows it and buys with the creator's discount, and the creator sees
// the pending commission on /creator. The operator sees the creator's figures.
import { randomBytes } from "node:crypto";
import { ADMIN_SEED } from "./fixtures/admin";
import { expectHtmlPart, waitForMail } from "./fixtures/mailbox";
import { addressOf, signIn } from "./fixtures/phantom";
import { addFromProduct, fillAddress } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const unique = () => randomBytes(4).toString("hex");
const newClientAddress = () => `10.${[...randomBytes(3)].join(".")}`;

test("apply → approve → share the link → a shopper buys with the discount → the creator sees the pending commission", async ({
  page,
  browser,
}) => {
  const id = unique();
  const creatorSeed = `creator-${id}`;
  const email = `creator-${id}@example.com`;
  const handle = `@nava.${id}`;
  const code = `NAVA${id.toUpperCase()}`;

  // 1. The creator applies with a wallet.
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: `Creator ${id}`,
    email,
    platform: "tiktok",
    handle,
    followers: "12,000",
    why: "Calm mornings, on camera.",
    solanaAddress: addressOf(creatorSeed),
    authentic: "on",
    monthly: "on",
    consent: "on",
  }))
    form.append(key, value);
  for (const link of ["https://tiktok.com/@nava", "", ""]) form.append("links", link);
  const applied = await page.request.post("/ambassador/apply", {
    form,
    headers: { "x-forwarded-for": newClientAddress() },
  });
  expect(await applied.text()).toContain("Application received");

  // 2. The operator approves it.
  await page.goto("/");
  await signIn(page, { seed: ADMIN_SEED });
  await page.goto("/admin/applications?status=pending");
  await waitForHydration(page);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Creator ${id}` }) });
  await item.getByLabel("I understand this cannot be undone").check();
  await item.getByRole("button", { name: `Approve Creator ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Application approved." })).toBeVisible();

  // 3. The creator's email carries the link and the code.
  const welcome = await waitForMail(email, "You're a NAVA creator: your link and code");
  expect(welcome.text).toContain(`Your code: ${code}`);
  const link = /Your link: (\S+)/.exec(welcome.text)![1]!;
  expect(new URL(link).pathname).toBe(`/r/${code}`);
  expectHtmlPart(welcome, { words: [`Your code: ${code}`], links: [link] });

  // 4. A shopper follows the link and buys a one-time bag: $49.00 − $4.90 + $8.99 shipping.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(new URL(link).pathname);
  await expect(shopper).toHaveURL(/\/product$/);
  await addFromProduct(shopper, "one_time");
  await expect(shopper.getByTestId("totals").getByTestId("discount")).toHaveText("−$4.90");
  await expect(shopper.getByTestId("totals").getByTestId("total")).toHaveText("$53.09");
  await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(shopper.getByTestId("totals")).toContainText(`Creator discount (${code})`);
  await expect(shopper.getByTestId("totals").getByTestId("total")).toHaveText("$53.09");
  await fillAddress(shopper, { email: `shopper-${id}@example.com` });
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
  await expect(shopper.getByTestId("totals").getByTestId("total")).toHaveText("$53.09");
  const orderId = /\/orders\/([0-9a-f-]{36})/.exec(shopper.url())![1]!;
  await shopperContext.close();

  // 5. The creator signs in with the registered wallet and sees the pending commission (15% of $44.10).
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await creator.goto("/creator");
  await expect(creator.getByRole("heading", { level: 1 })).toHaveText("Sign in to your creator dashboard");
  await signIn(creator, { seed: creatorSeed });
  await creator.goto("/creator");
  await expect(creator.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, Creator ${id}`);
  await expect(creator.getByTestId("creator-code")).toHaveValue(code);
  await expect(creator.getByTestId("creator-link")).toHaveValue(link);
  await expect(creator.getByTestId("figure-clicks")).toHaveText("1");
  await expect(creator.getByTestId("figure-orders")).toHaveText("1");
  await expect(creator.getByTestId("figure-pending")).toHaveText("$6.61");
  // The order's line: its commission, never who bought it.
  await expect(creator.getByTestId("creator-orders").getByRole("row")).toHaveCount(2);
  await expect(creator.getByTestId("creator-orders")).toContainText("$6.61");
  await expect(creator.getByTestId("creator-orders")).not.toContainText(`shopper-${id}`);
  await expect(creator.getByTestId("creator-orders")).not.toContainText("Ada Lovelace");
  await expectNoA11yViolations(creator);
  await creatorContext.close();

  // 6. The operator sees the creator's figures: nothing owed while the order is unpaid, its
  // commission once it is paid.
  await page.goto("/admin/creators");
  const row = page.getByTestId(`creator-row-${code}`);
  await expect(row).toContainText("$44.10");
  await expect(row).not.toContainText("$6.61");
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByLabel("I understand this cannot be undone").check();
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order marked paid." })).toBeVisible();
  await page.goto("/admin/creators");
  await expect(row).toContainText("$6.61");
  await expectNoA11yViolations(page);
});

test.describe("a refused code", () => {
  // The action answers the refused code with 400, which the browser logs.
  test.use({ allowedConsoleErrors: ["the server responded with a status of 400"] });

  test("a typed code that is unknown is refused at checkout, and the cart is kept", async ({ page }) => {
    await addFromProduct(page, "one_time");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await waitForHydration(page);
    await fillAddress(page);
    await page.getByLabel("Discount or creator code").fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("We don't know that creator or promo code")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
    await page.goto("/cart");
    await expect(page.getByTestId("totals").getByTestId("subtotal")).toHaveText("$49.00");
  });
});
