// The first tap counts: a visitor acts as soon as the page shows, on a phone-speed CPU (4x
// slower), before the app has started; what they did is what they get once it runs. In the first
// group the app's scripts are held back until the test has acted, so every action lands before
// the app; in the second they load as the page shows, so actions land while the app starts.
import type { Page } from "@playwright/test";
import { homeFaqFor } from "../../app/content/home";
import { expect, test } from "./fixtures/test";
import { appHasStarted, openAsTheAppStarts, openBeforeTheApp } from "./fixtures/first-tap";
import { WALLET_STORAGE_KEY } from "../../app/content/wallet-menu";
import { addressOf, installPhantom, signIn } from "./fixtures/phantom";
import { scrollDownTo } from "./fixtures/shop";

// The item these checks open does not depend on the store's "% back".
const homeFaq = homeFaqFor("10%");

const cartLines = (page: Page) => page.getByTestId("cart-line");
const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-4)}`;

/**
 * A shopper who signed in with Phantom on an earlier visit: the session cookie, and the wallet
 * remembered, so the next page reconnects it by itself (autoConnect) once the wallet's code has
 * loaded. Phantom answers that reconnect a moment later, as a real extension does.
 */
async function comeBackSignedIn(page: Page, seed: string) {
  const phantom = await installPhantom(page, { seed, trusted: true, connectDelayMs: 1000 });
  await page.goto("/about");
  await signIn(page, { seed });
  await page.evaluate((key) => localStorage.setItem(key, '"Phantom"'), WALLET_STORAGE_KEY);
  return phantom;
}

/** The header's wallet menu opened by the shopper stays open while the wallet reconnects. */
async function expectMenuOpenThroughReconnect(page: Page, address: string) {
  const header = page.getByRole("banner");
  const signOut = header.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  // The wallet reconnected by itself: the open menu now offers Disconnect, and is still open.
  await expect(header.getByRole("button", { name: "Disconnect" })).toBeVisible();
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(header.getByLabel(`Wallet ${short(address)}, connected`)).toBeVisible();
}

test.describe("the first tap counts", () => {
  test("/product: One-time chosen before the app starts stays chosen, and Add to Cart adds One-time", async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, "/product");
    await page.getByTestId("purchase-one_time").check();
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await app.start();
    await expect(page.getByTestId("purchase-one_time")).toBeChecked();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page)).toContainText("One-time");
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("3");
  });

  test("/product: Add to Cart before the app starts posts the choice the page shows", async ({ page }) => {
    await openBeforeTheApp(page, "/product");
    await page.getByTestId("purchase-one_time").check();
    await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLines(page)).toContainText("One-time");
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("1");
  });

  test("/product: the quantity buttons and the gallery's arrows and thumbnails, tapped early, act once the app runs", async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, "/product");
    const increase = page.getByRole("button", { name: "Increase quantity" });
    await increase.click();
    await expect(increase, "the kept tap shows it is on its way").toHaveAttribute("aria-busy", "true");
    await page.getByRole("button", { name: "Previous image" }).click();
    await app.start();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(page.getByTestId("gallery-counter")).toHaveText("5 / 5");
    await expect(increase).not.toHaveAttribute("aria-busy");

    const early = await openBeforeTheApp(page, "/product");
    await page.getByRole("list", { name: "Choose an image" }).getByRole("button").nth(2).click();
    await early.start();
    await expect(page.getByTestId("gallery-counter")).toHaveText("3 / 5");
  });

  test("/cart: quantity, remove and checkout work before the app starts", async ({ page }) => {
    await page.goto("/product");
    await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await openBeforeTheApp(page, "/cart");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("2");
    await openBeforeTheApp(page, "/cart");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("1");
    await openBeforeTheApp(page, "/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await openBeforeTheApp(page, "/cart");
    await page.getByRole("button", { name: /^Remove/ }).click();
    await expect(cartLines(page)).toHaveCount(0);
  });

  test("/faq: a question opened before the app starts stays open; a tab chosen early is the tab shown", async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, "/faq");
    const questions = page.getByRole("tabpanel").locator("details");
    await questions.nth(1).locator("summary").click();
    await app.start();
    await expect(questions.nth(1)).toHaveAttribute("open", "");
    await expect(page.getByRole("tabpanel").locator("details[open]")).toHaveCount(1);

    await openBeforeTheApp(page, "/faq");
    await page.getByRole("tab", { name: "Web3" }).click();
    await expect(page).toHaveURL(/\/faq\?tab=web3$/);
    await expect(page.getByRole("tab", { name: "Web3" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("What is NPX?");
  });

  test("/studies: a profile opened before the app starts stays open", async ({ page }) => {
    const app = await openBeforeTheApp(page, "/studies");
    const profiles = page.locator("#profiles details");
    await profiles.nth(2).locator("summary").click();
    await app.start();
    await expect(profiles.nth(2)).toHaveAttribute("open", "");
    await expect(page.locator("#profiles details[open]")).toHaveCount(1);
  });

  test("home: the ingredient row's Next and an FAQ question, used early, are what the visitor gets", async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, "/");
    const faq = page.locator("#faq");
    await faq.getByText(homeFaq.items[2].q).click();
    await page.getByRole("button", { name: "Next ingredients" }).click();
    await app.start();
    await expect(faq.getByText(homeFaq.items[2].a)).toBeVisible();
    const row = page.getByRole("region", { name: "Ingredients", exact: true });
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  });

  test("the header: LEARN opened early is open once the app runs; the wallet button goes to /wallet-connect, back here after", async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "LEARN" }).click();
    await app.start();
    await expect(page.getByRole("menu", { name: "Learn" }).first()).toBeVisible();

    await openBeforeTheApp(page, "/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /wallet/i })
      .click();
    await expect(page).toHaveURL(/\/wallet-connect\?next=%2Fabout$/);
  });

  test("/wallet-connect: Connect Phantom tapped before the app starts shows it is pending, connects and signs in", async ({
    page,
  }) => {
    await installPhantom(page, { seed: "first-tap" });
    const app = await openBeforeTheApp(page, "/wallet-connect");
    const connect = page.getByRole("button", { name: "Connect Phantom Wallet" });
    await connect.click();
    await expect(connect).toHaveAttribute("aria-busy", "true");
    await app.start();
    const address = addressOf("first-tap");
    await expect(
      page.getByRole("banner").getByLabel(`Wallet ${address.slice(0, 4)}...${address.slice(-4)}, signed in`),
    ).toBeVisible();
  });

  test("the header's wallet menu, opened before the app starts by a shopper signed in earlier, stays open as the wallet reconnects; Sign out signs out", async ({
    page,
  }) => {
    const phantom = await comeBackSignedIn(page, "first-tap-menu");
    const app = await openBeforeTheApp(page, "/about");
    await page
      .getByRole("banner")
      .getByLabel(`Wallet ${short(phantom.address)}, signed in`)
      .click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
    await app.start();
    await expectMenuOpenThroughReconnect(page, phantom.address);
  });
});

test.describe("a tap while the app starts counts too", () => {
  test("/faq: a question opened stays open; a tab chosen is the tab shown", async ({ page }) => {
    await openAsTheAppStarts(page, "/faq");
    const questions = page.getByRole("tabpanel").locator("details");
    await questions.nth(1).locator("summary").click();
    await appHasStarted(page);
    await expect(questions.nth(1)).toHaveAttribute("open", "");
    await expect(page.getByRole("tabpanel").locator("details[open]")).toHaveCount(1);

    await openAsTheAppStarts(page, "/faq");
    await page.getByRole("tab", { name: "Web3" }).click();
    await expect(page).toHaveURL(/\/faq\?tab=web3$/);
    await appHasStarted(page);
    await expect(page.getByRole("tab", { name: "Web3" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("What is NPX?");
  });

  test("/studies and home: a question or profile opened stays open", async ({ page }) => {
    await openAsTheAppStarts(page, "/studies");
    const profiles = page.locator("#profiles details");
    await profiles.nth(2).locator("summary").click();
    await appHasStarted(page);
    await expect(profiles.nth(2)).toHaveAttribute("open", "");
    await expect(page.locator("#profiles details[open]")).toHaveCount(1);

    await openAsTheAppStarts(page, "/");
    const faq = page.locator("#faq");
    await faq.getByText(homeFaq.items[2].q).click();
    await appHasStarted(page);
    await expect(faq.getByText(homeFaq.items[2].a)).toBeVisible();
  });

  test("/product: One-time and a quantity chosen are what Add to Cart adds", async ({ page }) => {
    await openAsTheAppStarts(page, "/product");
    await page.getByTestId("purchase-one_time").check();
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await appHasStarted(page);
    await expect(page.getByTestId("purchase-one_time")).toBeChecked();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLines(page)).toContainText("One-time");
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("2");

    await openAsTheAppStarts(page, "/cart");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(cartLines(page).getByTestId("line-quantity")).toHaveText("3");
  });

  test("/product: the gallery and the Phantom card, tapped after the page runs but before their script has come, act when it has", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "first-tap-later-parts" });
    // Their script (decision 0028) held back; the rest of the page starts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/later-parts-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/product");
    await appHasStarted(page);
    const next = page.getByRole("button", { name: "Next image" });
    await next.click();
    await expect(next, "the kept tap shows it is on its way").toHaveAttribute("aria-busy", "true");
    const card = page.getByRole("region", { name: "Connect Phantom, earn NPX" });
    // Not started yet, the card's action is still its link to the wallet page.
    const connect = card.getByRole("link", { name: "Connect Phantom Wallet" });
    await scrollDownTo(page, card);
    await connect.click();
    await expect(connect).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByTestId("gallery-counter")).toHaveText("1 / 5");
    release();
    await expect(page.getByTestId("gallery-counter")).toHaveText("2 / 5");
    await expect(next).not.toHaveAttribute("aria-busy");
    await expect(card.getByTestId("phantom-card-text")).toContainText("You're signed in.");
    await expect(page).toHaveURL(/\/product$/);
    expect(phantom.signedMessages).toHaveLength(1);
  });

  test("the header: LEARN opened is open once the app runs", async ({ page }) => {
    await openAsTheAppStarts(page, "/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "LEARN" }).click();
    await appHasStarted(page);
    await expect(page.getByRole("menu", { name: "Learn" }).first()).toBeVisible();
  });

  test("the header's wallet menu, tapped as soon as it shows by a shopper signed in earlier, stays open as the wallet reconnects", async ({
    page,
  }) => {
    const phantom = await comeBackSignedIn(page, "first-tap-menu-starting");
    await openAsTheAppStarts(page, "/about");
    await page
      .getByRole("banner")
      .getByLabel(`Wallet ${short(phantom.address)}, signed in`)
      .click();
    await expectMenuOpenThroughReconnect(page, phantom.address);
    await appHasStarted(page);
  });
});
