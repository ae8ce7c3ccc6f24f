// Where earning NPX needs a signed-in wallet, connecting and signing in is one step: the wallet
// connects, the sign-in signature is asked for at once, and the shopper stays on the page with
// what they had chosen. A refused signature says so (connected, not signed in) and offers Sign in
// again, beside the button and in the header. The wallet page keeps the spec's toast and its
// redirect 1.5 s later, back to the page the shopper came from. At 390 and 1280 wide.
import type { Page } from "@playwright/test";
import { CONNECT_REDIRECT_DELAY_MS } from "../../app/content/wallet";
import { expect, test, waitForHydration } from "./fixtures/test";
import { openAsTheAppStarts, openBeforeTheApp } from "./fixtures/first-tap";
import { installPhantom } from "./fixtures/phantom";
import { addFromProduct, fillAddress } from "./fixtures/shop";

const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-4)}`;
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const notSignedIn = (address: string) =>
  `Connected as ${short(address)}, but not signed in: your orders earn NPX only once you sign in.`;

/** Whether the app is loading another page ("loading") or is where it is ("idle"). */
const routerState = () =>
  (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
    .__reactRouterDataRouter.state.navigation.state;

/** Screenshots to look at, when SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: false });
}

for (const width of [390, 1280]) {
  test.describe(`connect and sign in, ${width} wide`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } });

    test("/rewards: one click connects and signs in; the page stays and shows the wallet's NPX", async ({ page }) => {
      const phantom = await installPhantom(page, { seed: `rewards-one-step-${width}` });
      await page.goto("/rewards");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Connect & sign in with Phantom" }).click();
      await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
      expect(phantom.signedMessages).toHaveLength(1);
      await expect(page).toHaveURL(/\/rewards$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
      await expect(page.getByText(`Signed in as ${short(phantom.address)}`, { exact: true })).toBeVisible();
      await expect(page.getByTestId("rewards-earned")).toHaveText("0 NPX");
      await expect(page.getByRole("banner").getByLabel(`Wallet ${short(phantom.address)}, signed in`)).toBeVisible();
      await expect(page.getByTestId("header-sign-in")).toHaveCount(0);
      await shot(page, `rewards-signed-in-${width}`);
    });

    test("/rewards: a refused signature says connected, not signed in, beside the button and in the header; Sign in then works", async ({
      page,
    }) => {
      const phantom = await installPhantom(page, { seed: `rewards-refused-${width}`, rejectSign: true });
      await page.goto("/rewards");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Connect & sign in with Phantom" }).click();
      await expect(toast(page)).toContainText("Connected, not signed in");
      await expect(toast(page)).toContainText("Choose Sign in to try again.");
      await expect(page.getByTestId("not-signed-in")).toHaveText(notSignedIn(phantom.address));
      const again = page.getByRole("button", { name: "Sign in with Phantom" });
      await expect(again).toBeVisible();
      const header = page.getByRole("banner");
      await expect(header.getByLabel(`Wallet ${short(phantom.address)}, connected`)).toBeVisible();
      const headerSignIn = header.getByTestId("header-sign-in");
      await expect(headerSignIn).toBeVisible();
      await expect(headerSignIn).toHaveText("Sign in");
      // The header's Sign in is a main control: 44 px tall on a phone, in view.
      const box = (await headerSignIn.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("10% back, paid in NPX");
      await shot(page, `rewards-refused-${width}`);

      // Sign in again: from the page's button on a wide screen, from the header on a phone.
      phantom.setRejectSign(false);
      await (width < 500 ? headerSignIn : again).click();
      await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
      await expect(header.getByLabel(`Wallet ${short(phantom.address)}, signed in`)).toBeVisible();
      await expect(headerSignIn).toHaveCount(0);
      await expect(page.getByTestId("not-signed-in")).toHaveCount(0);
      await expect(page).toHaveURL(/\/rewards$/);
    });

    test("/checkout: one click connects and signs in; the address typed stays and the order will earn NPX", async ({
      page,
    }) => {
      const phantom = await installPhantom(page, { seed: `checkout-one-step-${width}` });
      await addFromProduct(page, "one_time", 2);
      await page.goto("/checkout");
      await waitForHydration(page);
      await fillAddress(page, { email: "grace@example.com" });
      const note = page.getByTestId("npx-note");
      await expect(note).toContainText("Connect and sign in with Phantom before checkout");
      await note.getByRole("button", { name: "Connect Phantom" }).click();
      await expect(toast(page)).toContainText(`Signed in as ${short(phantom.address)}`);
      await expect(note).toContainText(`Your NPX goes to ${short(phantom.address)}`);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByLabel("Email")).toHaveValue("grace@example.com");
      await expect(page.getByLabel("City")).toHaveValue("Austin");
      await expect(page.getByLabel("State")).toHaveValue("TX");
      await shot(page, `checkout-signed-in-${width}`);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
      await expect(page.getByTestId("npx-note")).toContainText("20,000 NPX");
      await expect(page.getByTestId("npx-note")).toContainText(short(phantom.address));
    });

    test("/wallet-connect: the spec's Success toast, the signature at once, then back to the page the shopper came from", async ({
      page,
    }) => {
      const phantom = await installPhantom(page, { seed: `wallet-page-${width}` });
      await addFromProduct(page, "subscribe", 1);
      await page.goto("/cart");
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: "Connect wallet" }).click();
      await expect(page).toHaveURL(/\/wallet-connect\?next=%2Fcart$/);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Connect Phantom Wallet" }).click();
      await expect(toast(page)).toContainText("Success");
      await expect(toast(page)).toContainText(`${short(phantom.address)} Connected to Phantom wallet!`);
      await expect(page.getByTestId("wallet-connect-status")).toHaveText(`Signed in as ${short(phantom.address)}`);
      expect(phantom.signedMessages).toHaveLength(1);
      await page.waitForURL((url) => url.pathname === "/cart");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("npx-note")).toContainText(`Your NPX goes to ${short(phantom.address)}`);
    });

    test("/wallet-connect: a refused signature stays on the page, says so, and offers Sign in or to go on without", async ({
      page,
    }) => {
      const phantom = await installPhantom(page, { seed: `wallet-page-refused-${width}`, rejectSign: true });
      await page.goto("/wallet-connect?next=%2Fproduct");
      await waitForHydration(page);
      // The page's clock runs as usual, and can be moved on instead of waited for.
      await page.clock.install();
      await page.getByRole("button", { name: "Connect Phantom Wallet" }).click();
      await expect(page.getByTestId("wallet-connect-status")).toHaveText(notSignedIn(phantom.address));
      const signIn = page.getByRole("button", { name: "Sign in with Phantom" });
      await expect(signIn).toBeEnabled();
      await expect(page.getByRole("link", { name: "Continue without signing in" })).toHaveAttribute("href", "/product");
      await shot(page, `wallet-connect-refused-${width}`);
      // It does not leave by itself: past the moment a success sends the shopper back, it is still here.
      await page.clock.runFor(2 * CONNECT_REDIRECT_DELAY_MS);
      expect(await page.evaluate(routerState), "the page is on its way nowhere").toBe("idle");
      await expect(page).toHaveURL(/\/wallet-connect\?next=%2Fproduct$/);
      await expect(page.getByTestId("wallet-connect-status")).toHaveText(notSignedIn(phantom.address));

      phantom.setRejectSign(false);
      await signIn.click();
      await expect(page.getByTestId("wallet-connect-status")).toHaveText(`Signed in as ${short(phantom.address)}`);
      await page.waitForURL((url) => url.pathname === "/product");
      await expect(page.getByTestId("reward-signed-in")).toContainText(short(phantom.address));
    });
  });
}

test.describe("a shopper acting fast (CPU 4x slower)", () => {
  test("/rewards: Connect & sign in tapped before the app starts is kept, then connects and signs in on /rewards", async ({
    page,
  }) => {
    const phantom = await installPhantom(page, { seed: "fast-rewards" });
    const app = await openBeforeTheApp(page, "/rewards");
    const button = page.getByRole("link", { name: "Connect & sign in with Phantom" });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/rewards$/);
    await app.start();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your NPX");
    await expect(page).toHaveURL(/\/rewards$/);
    expect(phantom.signedMessages).toHaveLength(1);
  });

  test("/cart: Connect Phantom tapped as the page shows, while the app starts, signs in on /cart", async ({ page }) => {
    const phantom = await installPhantom(page, { seed: "fast-cart" });
    await addFromProduct(page, "subscribe", 1);
    await openAsTheAppStarts(page, "/cart");
    const note = page.getByTestId("npx-note");
    await note.getByText("Connect Phantom", { exact: true }).click();
    await expect(note).toContainText(`Your NPX goes to ${short(phantom.address)}`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(phantom.signedMessages).toHaveLength(1);
  });
});
