// A buyer whose order was delivered reviews it from its page (without JavaScript, as the form allows), the
// operator approves it in the console, and the product page and its structured data show it with
// the verified badge. It publishes a review every visitor then sees, so it runs after the specs
// that read the product page as a store without reviews (playwright.config.ts).
import { randomBytes } from "node:crypto";
import { ADMIN_SEED } from "./fixtures/admin";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { installPhantom, signIn } from "./fixtures/phantom";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

test("a buyer whose order was delivered reviews it from the order page; the operator approves; the product page and its JSON-LD show it", async ({
  page,
  browser,
}) => {
  const tag = randomBytes(4).toString("hex");
  const title = `Calm mornings ${tag}`;
  const seed = `reviewer-${tag}`;
  const phantom = await installPhantom(page, { seed });
  await fundWallet(phantom.address);
  await page.goto("/");
  await signIn(page, { seed });
  await placeOrder(page, "one_time");
  await expect(page.getByTestId("review-link")).toHaveCount(0);
  await payWithUsdc(page, "$57.99");

  // Paid is not enough: the review is asked for once the coffee arrives. The operator ships the
  // order (the tracking number as printed, with spaces) and marks it delivered.
  await page.reload();
  await expect(page.getByTestId("review-link")).toHaveCount(0);
  const orderId = new URL(page.url()).pathname.split("/").at(-1)!;
  const operator = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const admin = await operator.newPage();
    await admin.goto("/");
    await signIn(admin, { seed: ADMIN_SEED });
    await admin.goto(`/admin/orders/${orderId}`);
    await waitForHydration(admin);
    await admin.getByLabel("Carrier", { exact: true }).selectOption("ups");
    await admin.getByLabel("Tracking number").fill("1Z 999 AA1 01 2345 6784");
    await admin.getByRole("button", { name: "Mark shipped" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked shipped." })).toBeVisible();
    await expect(admin.getByRole("link", { name: "1Z999AA10123456784" })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    await page.reload();
    await expect(page.getByTestId("review-link")).toHaveCount(0);
    await admin.getByRole("button", { name: "Mark delivered" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked delivered." })).toBeVisible();
  } finally {
    await operator.close();
  }

  // The delivered order's page offers its private review link (when it is next loaded).
  await page.reload();
  const link = page.getByTestId("review-link");
  await expect(link).toBeVisible();
  const reviewPath = (await link.getAttribute("href"))!;
  expect(reviewPath).toMatch(/^\/reviews\/[A-Za-z0-9_-]{43}$/);
  const baseURL = new URL(page.url()).origin;

  // The form works without JavaScript: a bad field keeps what was typed, then it is sent.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(reviewPath);
    await expect(plain.getByTestId("review-reward")).toContainText("500 NPX");
    await expect(plain.getByTestId("review-reward")).toContainText("whatever rating you give");
    const stars = plain.getByRole("group", { name: "Your rating" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await plain.getByLabel("Title").fill(title);
    await plain.getByLabel("Your review").fill("No crash after lunch, and the chai is lovely.");
    await plain.getByLabel("Name to show").fill("Robin R.");
    await plain.getByRole("button", { name: "Send review" }).click();
    await expect(plain.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
    await expect(plain.getByLabel("Your review")).toHaveValue("No crash after lunch, and the chai is lovely.");
    await expect(plain.getByLabel("Title")).toHaveValue(title);
    // The visitor taps the fourth star (the radio's label).
    const four = stars.getByRole("radio", { name: "4 stars" });
    await stars
      .locator("label")
      .filter({ has: plain.getByRole("radio", { name: "4 stars" }) })
      .click();
    await expect(four).toBeChecked();
    await plain.getByRole("button", { name: "Send review" }).click();
    await expect(plain.getByRole("status")).toContainText("your review was received");
    await expect(plain.getByTestId("review-status")).toContainText("Waiting for the brand to read it");
  } finally {
    await noScript.close();
  }

  // The operator approves it from the queue.
  const console = await browser.newContext({ baseURL });
  try {
    const admin = await console.newPage();
    await admin.goto("/");
    await signIn(admin, { seed: ADMIN_SEED });
    await admin.goto("/admin/reviews?status=pending");
    const item = admin.getByTestId("admin-review").filter({ hasText: title });
    await expect(item).toContainText("Verified buyer");
    await expect(item).toContainText("Robin R.");
    await waitForHydration(admin);
    await expectNoA11yViolations(admin);
    await item.getByRole("button", { name: `Approve ${title}` }).click();
    await expect(admin.getByRole("status")).toHaveText("Review approved: it shows on the product page.");
  } finally {
    await console.close();
  }

  // A new visitor sees it on the product page, with the verified badge and in the structured data.
  const visitor = await browser.newContext({ baseURL });
  try {
    const shopper = await visitor.newPage();
    await shopper.goto("/product");
    const review = shopper.getByTestId("review").filter({ hasText: title });
    await expect(review).toContainText("Robin R.");
    await expect(review.getByTestId("verified-buyer")).toHaveText("Verified buyer");
    // The NPX it earned is disclosed on the review (incentivized-review rules).
    await expect(review.getByTestId("review-reward")).toHaveText("Received 500 NPX for reviewing");
    await expect(shopper.getByTestId("rating")).toHaveText(/^\d\.\d$/);
    const ld = JSON.parse((await shopper.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating" });
    expect(ld.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
    expect(ld.review).toContainEqual(
      expect.objectContaining({
        name: title,
        author: { "@type": "Person", name: "Robin R." },
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
      }),
    );
    await expectNoA11yViolations(shopper);
  } finally {
    await visitor.close();
  }
});
