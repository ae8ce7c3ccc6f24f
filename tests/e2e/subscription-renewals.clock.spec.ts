// A subscription over the weeks: the reminder email, the clock moved to the renewal day, the
// renewal order paid on the local chain and its NPX earned, a guest managing it through an
// emailed link; and a renewal whose card is declined, which emails a link to update the card.
// These move the store's one clock, so they run after every other spec (playwright.config.ts);
// alone: npx playwright test tests/e2e/subscription-renewals.clock.spec.ts --no-deps
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { expectHtmlPart, linkAfter, waitForMail } from "./fixtures/mailbox";
import { installPhantom, signIn } from "./fixtures/phantom";
import { payWithCard, placeOrder } from "./fixtures/shop";
import { moveClockToDay, storeNow } from "./fixtures/store-clock";
import { expect, test, waitForHydration } from "./fixtures/test";

const STRIPE = process.env.E2E_STRIPE_URL!;

/** "Monday, January 4, 2027" (as the pages and email write a day) → "2027-01-04". */
function calendarDay(text: string): string {
  const date = new Date(`${text.replace(/^[A-Za-z]+, /, "")} 12:00 UTC`);
  expect(Number.isNaN(date.getTime()), `a day: ${text}`).toBe(false);
  return date.toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

async function nextDeliveryDay(page: Page): Promise<{ text: string; day: string }> {
  const text = (await page.getByTestId("next-delivery").textContent())!.trim();
  return { text, day: calendarDay(text) };
}

const unique = () => randomBytes(4).toString("hex");

// Both journeys move the one clock forward: one after the other.
test.describe.configure({ mode: "serial" });

test("the store's own port does not serve the test control", async ({ request }) => {
  const before = await storeNow();
  for (const path of ["/clock/advance", "/jobs/run-due"]) {
    const response = await request.post(path, { data: { ms: 30 * 86_400_000 } });
    expect([404, 405], path).toContain(response.status());
  }
  // The posts asked for 30 days; the store's clock moved by the time the requests took, not a day.
  expect((await storeNow()).getTime() - before.getTime()).toBeLessThan(86_400_000);
});

test("a subscriber is reminded, the renewal is placed on its day, paid in USDC and earns its NPX; a guest manages it through an emailed link", async ({
  page,
  browser,
}) => {
  const seed = `renewal-${unique()}`;
  const email = `renewal-${unique()}@example.com`;
  const phantom = await installPhantom(page, { seed });
  await fundWallet(phantom.address);
  await page.goto("/");
  await signIn(page, { seed });
  await placeOrder(page, "subscribe", { email });
  await payWithUsdc(page, "$39.00");
  await expect(page.getByTestId("reward-status")).toHaveText("Earned: your NPX is credited to this wallet.");

  // The subscription is on the signed-in wallet's pages: /rewards → /subscriptions → its page.
  await page.goto("/rewards");
  await page.getByTestId("rewards-subscriptions-link").click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  const mine = page.getByTestId("wallet-subscriptions");
  await expect(mine).toContainText("NAVA Focus, 1 × every 4 weeks");
  await expect(mine).toContainText("Active");
  await mine.getByRole("link").click();
  await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}$/);
  const subscriptionPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  const started = await nextDeliveryDay(page);
  await waitForHydration(page);

  await page.getByTestId("form-skip").getByRole("button", { name: "Skip next delivery" }).click();
  await expect(page.getByTestId("control-message")).toContainText("Skipped. Your next delivery is on");
  await expect(page.getByTestId("next-delivery")).not.toHaveText(started.text);
  await page.getByLabel("Deliver every").selectOption("2");
  await page.getByTestId("form-frequency").getByRole("button", { name: "Save frequency" }).click();
  await expect(page.getByTestId("control-message")).toContainText("Deliveries now come every 2 weeks");
  await expect(page.getByTestId("frequency")).toHaveText("2 weeks");
  const next = await nextDeliveryDay(page);
  expect(next.day > started.day).toBe(true);

  // Two days before the delivery the reminder arrives, with a link to skip it and one to manage.
  await moveClockToDay(daysBefore(next.day, 2));
  const reminder = await waitForMail(email, `Your next NAVA delivery is on ${next.text}`);
  expect(reminder.text).toContain(`renews on ${next.text} for $39.00 (free shipping)`);
  const skipLink = linkAfter(reminder, "Skip this one:");
  const manageLink = linkAfter(reminder, "Change or cancel it.");
  expect(skipLink).toMatch(
    new RegExp(`^${escapeRegExp(new URL(page.url()).origin + subscriptionPath)}\\?token=.+#skip$`),
  );
  expect(manageLink).toBe(skipLink.replace(/#skip$/, ""));
  expectHtmlPart(reminder, {
    words: [`renews on ${next.text} for $39.00 (free shipping)`, "Skip this one", "Change or cancel"],
    links: [skipLink, manageLink],
  });
  // Its links open the subscription for anyone who has the email, signed in or not.
  const reader = await browser.newContext();
  try {
    const mail = await reader.newPage();
    await mail.goto(skipLink);
    await expect(mail.getByTestId("next-delivery")).toHaveText(next.text);
    await expect(mail.getByTestId("form-skip").getByRole("button", { name: "Skip next delivery" })).toBeInViewport();
  } finally {
    await reader.close();
  }

  // On the day, the renewal order is placed and its payment link emailed.
  await moveClockToDay(next.day);
  const placed = await waitForMail(email, /^Your renewal order NAVA-\d+ is ready to pay$/);
  const renewalNumber = /NAVA-\d+/.exec(placed.subject)![0];
  expect(placed.text).toContain(`order ${renewalNumber}, $39.00 with free shipping`);
  expectHtmlPart(placed, {
    words: [`order ${renewalNumber}, $39.00 with free shipping`, "Unpaid renewals are cancelled after 7 days"],
    links: [linkAfter(placed, "Pay for your renewal"), manageLink],
  });
  await page.goto(manageLink);
  await expect(page.getByTestId("subscription-orders")).toContainText(
    `Renewal 1: ${renewalNumber}$39.00 · Awaiting payment`,
  );
  await expect(page.getByTestId("subscription-history")).toContainText("Renewal order placed");
  await expect(page.getByTestId("next-delivery")).not.toHaveText(next.text);

  await page.goto(linkAfter(placed, "Pay for your renewal"));
  await expect(page.getByTestId("order-number")).toHaveText(renewalNumber);
  await payWithUsdc(page, "$39.00");
  await expect(page.getByTestId("reward-status")).toHaveText("Earned: your NPX is credited to this wallet.");
  const receipt = await waitForMail(email, `Payment received for order ${renewalNumber}`);
  expectHtmlPart(receipt, {
    words: [`We received $39.00 for order ${renewalNumber}`],
    links: [linkAfter(receipt, "View your order:")],
  });

  // The holder sees the renewal's NPX earned beside the first order's (weeks later, so signing in again).
  await signIn(page, { seed });
  await page.goto("/rewards");
  await expect(page.getByTestId("rewards-earned")).toHaveText("20,000 NPX");
  const entry = page.getByTestId("rewards-entry").filter({ hasText: renewalNumber });
  await expect(entry).toContainText("Earned");
  await expect(entry).toContainText("10,000");

  // A guest on another device asks for a fresh link by email, opens it once, and pauses.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto("/subscriptions");
    await guest.getByLabel("Email").fill(email);
    await guest.getByRole("button", { name: "Email me a link" }).click();
    await expect(guest.getByRole("status")).toContainText("a link to manage it is on its way");
    const linkMail = await waitForMail(email, "Your link to manage your NAVA subscription");
    const oneTime = linkAfter(linkMail, "Here is your link");
    expect(oneTime).toContain(`${subscriptionPath}?link=`);
    expectHtmlPart(linkMail, { words: ["It works once, within 24 hours"], links: [oneTime] });
    await guest.goto(oneTime);
    await expect(guest).toHaveURL(new RegExp(`${subscriptionPath}$`));
    await expect(guest.getByTestId("subscription-status")).toHaveText("Active");
    await guest.getByLabel("Pause for").selectOption("indefinite");
    await guest.getByTestId("form-pause").getByRole("button", { name: "Pause subscription" }).click();
    await expect(guest.getByTestId("control-message")).toHaveText(
      "Paused until you resume. Nothing will be sent or charged.",
    );
    await expect(guest.getByTestId("subscription-status")).toHaveText("Paused");
    await expect(guest.getByTestId("subscription-history")).toContainText("Paused");

    // The emailed link works once; this browser keeps its access.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(oneTime);
      await expect(second).toHaveURL(/\/subscriptions\?link=expired$/);
      await expect(second.getByRole("alert")).toHaveText(
        "That link has expired or was already used. Ask for a fresh one below.",
      );
    } finally {
      await other.close();
    }
    await guest.reload();
    await expect(guest.getByTestId("subscription-status")).toHaveText("Paused");
  } finally {
    await guestContext.close();
  }
  await page.goto(subscriptionPath);
  await expect(page.getByTestId("subscription-status")).toHaveText("Paused");
});

test("a subscriber whose card is declined at renewal is emailed a link that opens Stripe Checkout to save another card", async ({
  page,
}) => {
  const email = `card-${unique()}@example.com`;
  await placeOrder(page, "subscribe", { email });
  await payWithCard(page, "$39.00");

  await page.reload();
  await page.getByTestId("manage-subscription-link").click();
  await expect(page.getByTestId("card-on-file")).toContainText("Visa ending in 4242");
  const renewal = await nextDeliveryDay(page);

  // The bank declines the next off-session charge of this subscriber's card.
  await steerCard(email, "card_declined");
  await moveClockToDay(renewal.day);
  const failed = await waitForMail(email, /^We could not charge your card for order NAVA-\d+$/);
  const renewalNumber = /NAVA-\d+/.exec(failed.subject)![0];
  expect(failed.text).toContain(
    `We tried to charge $39.00 for your renewal order ${renewalNumber}, but the card was declined.`,
  );
  const updateLink = linkAfter(failed, "Update your card here");
  expectHtmlPart(failed, { words: [`renewal order ${renewalNumber}, but the card was declined`], links: [updateLink] });

  await page.goto(updateLink);
  await expect(page.getByTestId("order-number")).toHaveText(renewalNumber);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await page.getByRole("button", { name: "Update card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/c/pay/cs_test_`));
  await expect(page.getByRole("heading", { name: "Save a card for later payments" })).toBeVisible();

  // A card the bank accepts: saved, it is on file and pays the renewal at once.
  await steerCard(email, "paid");
  await page.getByLabel("Visa ending 4242 (succeeds)").check();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await waitForMail(email, `Payment received for order ${renewalNumber}`);
});

async function steerCard(email: string, outcome: "paid" | "card_declined") {
  const response = await fetch(`${STRIPE}/_double/card-outcome`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ match: email, outcome }),
  });
  expect(response.ok).toBe(true);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
