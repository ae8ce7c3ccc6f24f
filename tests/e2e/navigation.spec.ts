import type { Page } from "@playwright/test";
import { aboutCta } from "../../app/content/about";
import { protocolCopy } from "../../app/content/tokenomics";
import { expect, test, waitForHydration } from "./fixtures/test";

test.describe("header on desktop", () => {
  test("links, LEARN dropdown by mouse, and the current-page indicator", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "SHOP" })).toHaveAttribute("href", "/product");
    await expect(nav.getByRole("link", { name: "REWARDS" })).toHaveAttribute("href", "/rewards");
    await expect(nav.getByRole("link", { name: "TECHNOLOGY" })).toHaveAttribute("href", "/tech");
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toHaveAttribute("href", "/cart");
    await expect(page.getByTestId("cart-badge")).toHaveText("0");
    await expect(page.getByRole("banner").getByRole("link", { name: /wallet/i })).toHaveAttribute(
      "href",
      "/wallet-connect?next=%2F",
    );
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

    const learn = nav.getByRole("button", { name: "LEARN" });
    await expect(learn).toHaveAttribute("aria-expanded", "false");
    await learn.click();
    const menu = page.getByRole("menu", { name: "Learn" }).first();
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(["About Us", "Science", "Ambassador", "FAQ"]);
    await expect(items.nth(3)).toHaveAttribute("href", "/faq");
    await items.nth(1).click();
    await expect(page).toHaveURL(/\/studies$/);
    await expect(menu).toBeHidden();
    await expect(learn).toHaveClass(/text-chai-600/);

    await nav.getByRole("link", { name: "SHOP" }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(nav.getByRole("link", { name: "SHOP" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "TECHNOLOGY" }).click();
    await expect(nav.getByRole("link", { name: "TECHNOLOGY" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "SHOP" })).not.toHaveAttribute("aria-current", "page");
  });

  test("LEARN dropdown by keyboard: Enter, arrows, Escape, Space", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const learn = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "LEARN" });
    await learn.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Learn" }).first();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Science" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(learn).toBeFocused();
    await page.keyboard.press(" ");
    await expect(menu.getByRole("menuitem", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ambassador$/);
  });

  test("a click outside closes the menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "LEARN" }).click();
    await expect(page.getByRole("menu", { name: "Learn" }).first()).toBeVisible();
    await page.locator("main").click({ position: { x: 10, y: 300 } });
    await expect(page.getByRole("menu", { name: "Learn" }).first()).toBeHidden();
  });

  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Mission" }).click();
    await expect(page).toHaveURL(/\/mission$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer carries the brand, the main links and the four social links in new tabs", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Instagram", "X", "YouTube", "TikTok"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.getByRole("link", { name: "NAVA Focus" })).toHaveAttribute("href", "/product");
  });
});

test.describe("header on mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("below 768 px a bottom row offers Shop, Learn, Rewards, Tech", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/product");
    await expect(mobile.getByRole("link", { name: "Rewards" })).toHaveAttribute("href", "/rewards");
    await expect(mobile.getByRole("link", { name: "Tech" })).toHaveAttribute("href", "/tech");
    await mobile.getByRole("button", { name: "Learn" }).tap();
    const menu = mobile.getByRole("menu", { name: "Learn" });
    await expect(menu).toBeVisible();
    await menu.getByRole("menuitem", { name: "FAQ" }).tap();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    await mobile.getByRole("link", { name: "Shop" }).tap();
    await expect(mobile.getByRole("link", { name: "Shop" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("pages drawn on the server", () => {
  test("a link inside the page's content navigates within the app, and a reload draws the same page", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // A marker on the window survives an in-app navigation and is gone after a document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("main").getByRole("link", { name: aboutCta.shop }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("main").getByRole("link", { name: aboutCta.shop })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("the footer, drawn by the server and kept by the browser", () => {
  test("its links navigate within the app, and it stays whole from page to page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain("Functional mushroom coffee for calm, clear focus.");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole("link", { name: "NPX Protocol" }).click();
    await expect(page).toHaveURL(/\/protocol$/);
    // The address changes before the new page is drawn and scrolled to its top; a person reads the
    // page that came before tapping the footer again (a tap in between lands on the new page).
    await expect(page.getByRole("heading", { level: 1, name: protocolCopy.title })).toBeVisible();
    await footer.getByRole("link", { name: "Science" }).click();
    await expect(page).toHaveURL(/\/studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(footer).toHaveText(text);
    await expect(footer.getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("its links are plain links", async ({ page }) => {
      await page.goto("/faq");
      await page.getByRole("contentinfo").getByRole("link", { name: "Mission" }).click();
      await expect(page).toHaveURL(/\/mission$/);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Connect Wallet" })).toHaveAttribute(
        "href",
        "/wallet-connect",
      );
    });
  });
});

test.describe("the 404 page", () => {
  test.use({ allowedConsoleErrors: ["Failed to load resource: the server responded with a status of 404"] });

  test("stays as the server drew it when the app starts, and is drawn by the app after an in-app navigation", async ({
    page,
  }) => {
    await page.goto("/ingredients/reishi-dust");
    await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("This page wandered off");
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // An in-app navigation to a page whose loader answers 404 (root's error boundary).
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/ingredients/reishi-dust"),
    );
    await expect(heading).toHaveText("This page wandered off");
    await expect(page.getByRole("main").getByRole("link", { name: "Shop NAVA Focus" })).toHaveAttribute(
      "href",
      "/product",
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("the 404 page without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    allowedConsoleErrors: ["Failed to load resource: the server responded with a status of 404"],
  });

  test("is whole as the server draws it", async ({ page }) => {
    const response = await page.goto("/ingredients/reishi-dust");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page wandered off");
    await page.getByRole("main").getByRole("link", { name: "Shop NAVA Focus" }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe("icons", () => {
  // Every icon is a <use> into the one sprite file; an icon whose shape the file lacks draws nothing.
  const unresolved = (page: Page) =>
    page.evaluate(async () => {
      const hrefs = [...document.querySelectorAll("use")].map((use) => use.getAttribute("href") ?? "");
      const sprites = new Map<string, Document>();
      const missing: string[] = [];
      for (const href of hrefs) {
        const [file, id] = href.split("#");
        if (!file || !id) {
          missing.push(href);
          continue;
        }
        if (!sprites.has(file)) {
          const response = await fetch(file);
          sprites.set(file, new DOMParser().parseFromString(await response.text(), "image/svg+xml"));
        }
        if (sprites.get(file)?.getElementById(id)?.tagName !== "symbol") missing.push(href);
      }
      return { files: [...sprites.keys()], missing };
    });

  test("the sprite file is downloaded once per page, not once more for a preload", async ({ page }) => {
    const spriteRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/sprite-[\w-]+\.svg/.test(new URL(request.url()).pathname)) spriteRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator("use").count()).toBeGreaterThan(5);
    expect(spriteRequests).toHaveLength(1);
  });

  test("every icon drawn refers to a shape in the one sprite file, on the first load and after in-app navigation", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator("use").count()).toBeGreaterThan(5);
    const first = await unresolved(page);
    expect(first.files).toEqual([expect.stringMatching(/^\/assets\/sprite-[\w-]+\.svg$/)]);
    expect(first.missing).toEqual([]);
    for (const [link, path] of [
      ["FAQ", /\/faq$/],
      ["NPX Protocol", /\/protocol$/],
      ["About Us", /\/about$/],
    ] as const) {
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await unresolved(page)).missing).toEqual([]);
    }
    await page.goto("/protocol/whitepaper");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: /print/i })).toBeVisible();
    expect((await unresolved(page)).missing).toEqual([]);
  });
});
