// Earning NPX: the rewards page signed out and signed in, signing in in place (rewards page,
// cart, product card, the protocol page's Login), an order's pending NPX, and signing out.
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";
import { installPhantom, signIn } from "./fixtures/phantom";
import { addFromProduct, fillAddress, scrollDownTo } from "./fixtures/shop";

const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-4)}`;
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function checkout(page: Page) {
  await page.goto("/checkout");
  await waitForHydration(page);
  await fillAddress(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
  return (await page.getByTestId("order-number").textContent())!;
}

async function withoutScript(browser: Browser, path: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await run(page);
  await context.close();
}

test.describe("/rewards", () => {
  test("signed out: the program explained, claiming to the wallet offered once signed in; signing in here shows the ledger", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "rewards-visitor" });
    await page.goto("/rewards");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("10% back, paid in NPX");
    await expect(page.getByText("Every bag of NAVA Focus earns 10,000 NPX, 10% back")).toBeVisible();
    await expect(page.getByText("As soon as the order is paid, its NPX is earned.")).toBeVisible();
    const claim = page.getByTestId("rewards-claim");
    // This store has a reward pool: claiming is open, and needs a signed-in wallet.
    await expect(claim).toContainText("Send your earned NPX to your wallet on Solana.");
    await expect(claim.getByRole("button", { name: /Claim NPX/ })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Connect & sign in with Phantom" }).click();
    await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
    await expect(page.getByText(`Signed in as ${short(phantom.address)}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId("rewards-earned")).toHaveText("0 NPX");
    await expect(page.getByTestId("rewards-pending")).toHaveText("0 NPX");
    await expect(page.getByText("No NPX yet")).toBeVisible();
    expect(phantom.signedMessages).toHaveLength(1);
  });

  test("without JavaScript: the program, and sign-in is a link to the wallet page", async ({ browser }) => {
    await withoutScript(browser, "/rewards", async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("10% back, paid in NPX");
      await expect(page.getByRole("link", { name: "Connect & sign in with Phantom" })).toHaveAttribute(
        "href",
        "/wallet-connect?next=%2Frewards",
      );
    });
  });

  test("signed in from the cart, an order's NPX is pending on /rewards with its order; then sign out", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "rewards-buyer" });
    await addFromProduct(page, "subscribe", 2);
    await addFromProduct(page, "one_time", 1);
    await waitForHydration(page);
    const note = page.getByTestId("npx-note");
    await expect(note).toContainText("This cart earns 30,000 NPX");
    await expect(note).toContainText("Connect and sign in with Phantom before checkout");
    await note.getByRole("button", { name: "Connect Phantom" }).click();
    await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
    await expect(note).toContainText("Your NPX goes to");
    await expect(page).toHaveURL(/\/cart$/);

    const orderNumber = await checkout(page);
    const orderUrl = new URL(page.url());

    await page.goto("/rewards");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
    await expect(page.getByTestId("rewards-pending")).toHaveText("30,000 NPX");
    await expect(page.getByTestId("rewards-earned")).toHaveText("0 NPX");
    const entries = page.getByTestId("rewards-entry");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(orderNumber);
    await expect(entries.first()).toContainText("30,000");
    await expect(entries.first().getByTestId("rewards-status")).toHaveText("Pending");
    await expect(entries.first()).toContainText(
      new Date().toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }),
    );
    // Pending NPX is not claimable yet: no Claim button, and the page says why.
    await expect(page.getByTestId("rewards-claim")).toContainText("Nothing to claim yet");
    await expect(page.getByTestId("rewards-claim").getByRole("button", { name: /Claim NPX/ })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await entries.first().getByRole("link", { name: orderNumber }).click();
    await expect(page).toHaveURL((url) => url.pathname === orderUrl.pathname);
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);

    // Sign out from the header menu: /rewards explains the program again.
    await page.goto("/rewards");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await header.getByLabel(`Wallet ${short(phantom.address)}, signed in`).click();
    await header.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("10% back, paid in NPX");
    await expect(page.getByTestId("rewards-entry")).toHaveCount(0);
  });

  test("another wallet's entries are never shown", async ({ page }) => {
    await page.goto("/");
    await signIn(page, { seed: "rewards-first" });
    await addFromProduct(page, "subscribe", 1);
    const orderNumber = await checkout(page);
    await page.goto("/rewards");
    await expect(page.getByTestId("rewards-entry")).toContainText(orderNumber);

    await signIn(page, { seed: "rewards-second" });
    await page.goto("/rewards");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
    await expect(page.getByTestId("rewards-entry")).toHaveCount(0);
    await expect(page.getByTestId("rewards-pending")).toHaveText("0 NPX");
    await expect(page.getByText(orderNumber)).toHaveCount(0);
  });
});

test.describe("signing in in place", () => {
  test("the protocol page's Login: 'Connecting...' then 'Connected!', and still so after a reload", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "protocol-login", connectDelayMs: 600 });
    await page.goto("/protocol");
    await waitForHydration(page);
    const login = page.getByTestId("protocol-login");
    await expect(login).toHaveText("Login");
    await login.click();
    await expect(login).toHaveText("Connecting...");
    await expect(login).toBeDisabled();
    await expect(login).toHaveText("Connected!");
    await expect(login).toBeDisabled();
    await expect(login).toBeFocused();
    await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
    expect(phantom.signedMessages).toHaveLength(1);
    await expect(page).toHaveURL(/\/protocol$/);
    await expectNoA11yViolations(page);

    await page.reload();
    await expect(page.getByTestId("protocol-login")).toHaveText("Connected!");
  });

  test("the protocol page's Login without JavaScript is a link to the wallet page", async ({ browser }) => {
    await withoutScript(browser, "/protocol", async (page) => {
      await expect(page.getByTestId("protocol-login")).toHaveText("Login");
      await expect(page.getByTestId("protocol-login")).toHaveAttribute("href", "/wallet-connect?next=%2Fprotocol");
    });
  });

  test("the product page's Phantom card connects and signs in, one step, in place; the reward card follows", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "product-card" });
    await page.goto("/product");
    await waitForHydration(page);
    await expect(page.getByTestId("reward-signed-out")).toContainText("Connect Phantom and sign in before checkout");
    const card = page.getByRole("region", { name: "Connect Phantom, earn NPX" });
    await scrollDownTo(page, card);
    await card.getByRole("button", { name: "Connect Phantom Wallet" }).click();
    // The wallet's code loads on this click: on a busy two-core machine that took over 7 s once.
    await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
    expect(phantom.signedMessages).toHaveLength(1);
    await expect(card.getByTestId("phantom-card-text")).toContainText("You're signed in.");
    await expect(card.getByRole("link", { name: "View my NPX" })).toHaveAttribute("href", "/rewards");
    await expect(page.getByTestId("reward-signed-in")).toContainText("this purchase earns NPX for");
    await expect(page).toHaveURL(/\/product$/);
    await expectNoA11yViolations(page);
  });

  test("the product page's cards without JavaScript link to the wallet page", async ({ browser }) => {
    await withoutScript(browser, "/product", async (page) => {
      await expect(page.getByRole("link", { name: "Connect Phantom Wallet" })).toHaveAttribute(
        "href",
        "/wallet-connect?next=%2Fproduct",
      );
      await expect(
        page.getByTestId("reward-signed-out").getByRole("link", { name: "Connect Phantom" }),
      ).toHaveAttribute("href", "/wallet-connect?next=%2Fproduct");
    });
  });
});
