// Creators apply; the operator reviews them and runs orders from the console; a shopper's
// rewards follow the operator's actions.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { ADMIN_ADDRESS, ADMIN_SEED } from "./fixtures/admin";
import { addressOf, signIn } from "./fixtures/phantom";
import { addFromProduct, fillAddress } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

// The store trusts X-Forwarded-For from loopback (TRUST_PROXY), as behind a load balancer, so each
// test can come from its own client address and the 5-an-hour limit of one never touches another.
const newClientAddress = () => `10.${[...randomBytes(3)].join(".")}`;
const unique = () => randomBytes(4).toString("hex");

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
});

interface Applicant {
  name: string;
  email: string;
  why?: string;
}

/** Sends a complete application the way the form does, without the page. */
async function postApplication(
  request: APIRequestContext,
  { name, email, why = "Slow mornings are my whole channel." }: Applicant,
  clientAddress: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    email,
    platform: "youtube",
    handle: "@calm.cups",
    followers: "48,000",
    why,
    authentic: "on",
    monthly: "on",
    consent: "on",
  })) {
    form.append(key, value);
  }
  for (const link of ["https://youtube.com/watch?v=nava1", "", ""]) form.append("links", link);
  const response = await request.post("/ambassador/apply", {
    form,
    headers: { "x-forwarded-for": clientAddress },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Application received");
}

async function signInAs(page: Page, seed: string) {
  await page.goto("/");
  return signIn(page, { seed });
}

test.describe("creator application", () => {
  test("a creator applies with the keyboard alone and is promised a reply within 24 hours", async ({ page }) => {
    const email = `maya-${unique()}@example.com`;
    await page.goto("/ambassador/apply");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply to create with NAVA");
    await expect(page.getByRole("complementary")).toContainText("1K+ followers");
    await expect(page.getByRole("complementary")).toContainText("Authentic content");
    await expect(page.getByRole("complementary")).toContainText("1 post per month");

    // Every field in order, with Tab; the select by typing, the checkboxes with Space.
    await page.getByLabel("Full name").focus();
    const type = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    };
    await type("Maya Creator");
    await type(email);
    await expect(page.getByLabel("Primary platform")).toBeFocused();
    await type("Instagram");
    await expect(page.getByLabel("Primary platform")).toHaveValue("instagram");
    await type("@maya.makes");
    await type("12,500");
    await type("https://www.instagram.com/p/abc123/");
    await page.keyboard.press("Tab"); // second link (optional)
    await page.keyboard.press("Tab"); // third link (optional)
    await expect(page.getByLabel("Why NAVA?")).toBeFocused();
    await type("Morning routines are my whole channel, and NAVA is the calm cup in them.");
    await page.keyboard.press("Tab"); // Solana address (optional)
    for (const label of [
      /My content is authentic/,
      /at least once a month/,
      /I agree to the Ambassador Program terms/,
    ]) {
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(page.getByLabel(label)).toBeChecked();
      await page.keyboard.press("Tab");
    }
    // The honeypot is out of the tab order: the next stop is the submit button.
    await expect(page.getByRole("button", { name: "Submit application" })).toBeFocused();
    await page.keyboard.press("Enter");

    const received = page.getByRole("heading", {
      name: "Application received",
    });
    await expect(received).toBeVisible();
    await expect(received).toBeFocused();
    await expect(page.getByRole("status")).toContainText("We've emailed you a receipt and will reply within 24 hours.");
    await expectNoA11yViolations(page);
  });

  test("bad input shows a message at each field, and the corrected form goes through", async ({ page }) => {
    await page.goto("/ambassador/apply");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit application" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Please fix 10 fields below.");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    for (const message of [
      "Please enter your name.",
      "Please enter a valid email address, like name@example.com.",
      "Please choose your primary platform.",
      "Please add at least one link to your content.",
      "Please agree to the program terms to apply.",
    ]) {
      await expect(page.locator("form").getByText(message, { exact: true }).last()).toBeVisible();
    }
    await expectNoA11yViolations(page);

    await page.getByLabel("Full name").fill("Rae Small");
    await page.getByLabel("Email").fill("rae@example");
    await page.getByLabel("Primary platform").selectOption("tiktok");
    await page.getByLabel("Handle on that platform").fill("@rae small");
    await page.getByLabel("Follower count").fill("800");
    await page.getByLabel("Content link 1").fill("ftp://files.example.com/clip");
    await page.getByLabel("Why NAVA?").fill("x".repeat(1001));
    await expect(page.getByText("1,001 / 1,000")).toBeVisible();
    await page.getByLabel(/Solana wallet for commission/).fill("not-a-wallet");
    await page.getByRole("button", { name: "Submit application" }).click();

    const errorOf = (label: string | RegExp) => page.getByLabel(label).and(page.locator("[aria-invalid=true]"));
    await expect(errorOf("Email")).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(errorOf("Handle on that platform")).toHaveAccessibleDescription(
      /letters, numbers, dots, dashes or underscores/,
    );
    await expect(errorOf("Follower count")).toHaveAccessibleDescription(/starts at 1,000 followers \(1K\+\)/);
    await expect(errorOf("Content link 1")).toHaveAccessibleDescription(
      "Please enter a full link starting with http:// or https://.",
    );
    await expect(errorOf("Why NAVA?")).toHaveAccessibleDescription(/Please keep this to 1,000 characters or fewer/);
    await expect(errorOf(/Solana wallet for commission/)).toHaveAccessibleDescription(
      /doesn't look like a Solana address/,
    );
    await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");

    // A field's message goes as soon as it is right.
    await page.getByLabel("Email").fill(`rae-${unique()}@example.com`);
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByLabel("Handle on that platform").fill("@rae.small");
    await page.getByLabel("Follower count").fill("1000");
    await page.getByLabel("Content link 1").fill("https://www.tiktok.com/@rae.small/video/1");
    await page.getByLabel("Why NAVA?").fill("Because focus without the jitters is my whole brand.");
    await page.getByLabel(/Solana wallet for commission/).fill(addressOf("rae"));
    await page.getByLabel(/My content is authentic/).check();
    await page.getByLabel(/at least once a month/).check();
    await page.getByLabel(/I agree to the Ambassador Program terms/).check();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  });

  test("at 390 px the form and its messages pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ambassador/apply");
    await waitForHydration(page);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fix 10 fields below.");
    await expectNoA11yViolations(page);
  });

  test("without JavaScript the server gives the same messages, and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
    });
    const page = await context.newPage();
    await page.goto("/ambassador/apply");
    await page.getByLabel("Full name").fill("Noor Script");
    await page.getByLabel("Follower count").fill("999");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fix 9 fields below.");
    await expect(page.getByLabel("Full name")).toHaveValue("Noor Script");
    await expect(page.getByLabel("Follower count")).toHaveAccessibleDescription(/starts at 1,000 followers/);
    await context.close();
  });

  test.describe(() => {
    // The refused post is answered 409, which the browser reports in the console.
    test.use({
      allowedConsoleErrors: ["the server responded with a status of 409"],
    });
    test("a second application from the same email is told it already applied, and nothing is added", async ({
      page,
      browser,
    }) => {
      const email = `twice-${unique()}@example.com`;
      await postApplication(page.request, { name: "First Try", email }, newClientAddress());

      await page.goto("/ambassador/apply");
      await waitForHydration(page);
      await page.getByLabel("Full name").fill("Second Try");
      await page.getByLabel("Email").fill(email.toUpperCase());
      await page.getByLabel("Primary platform").selectOption("x");
      await page.getByLabel("Handle on that platform").fill("@second.try");
      await page.getByLabel("Follower count").fill("3000");
      await page.getByLabel("Content link 1").fill("https://x.com/second/status/1");
      await page.getByLabel("Why NAVA?").fill("Trying again.");
      await page.getByLabel(/My content is authentic/).check();
      await page.getByLabel(/at least once a month/).check();
      await page.getByLabel(/I agree to the Ambassador Program terms/).check();
      await page.getByRole("button", { name: "Submit application" }).click();

      await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
        /This email has already applied\. We reply within 24 hours/,
      );
      await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);
      await expect(page.getByLabel("Full name")).toHaveValue("Second Try");

      // The console holds the first application only.
      const admin = await adminPage(browser);
      await admin.goto(`/admin/applications`);
      await expect(admin.getByRole("heading", { name: "First Try" })).toBeVisible();
      await expect(admin.getByRole("heading", { name: "Second Try" })).toHaveCount(0);
      await admin.context().close();
    });
  });

  test("a sixth application within the hour from one client is refused; another client is not", async ({ page }) => {
    const client = newClientAddress();
    for (let i = 0; i < 5; i++)
      await postApplication(page.request, { name: `Busy ${i}`, email: `busy-${i}-${unique()}@example.com` }, client);
    const sixth = await page.request.post("/ambassador/apply", {
      form: {
        name: "Busy 6",
        email: `busy-6-${unique()}@example.com`,
        platform: "x",
        handle: "@busy",
        followers: "5000",
        links: "https://x.com/busy/1",
        why: "Again.",
        authentic: "on",
        monthly: "on",
        consent: "on",
      },
      headers: { "x-forwarded-for": client },
    });
    expect(sixth.status()).toBe(429);
    expect(await sixth.text()).toContain("Too many applications from your connection. Please try again in an hour.");
    await postApplication(
      page.request,
      { name: "Neighbour", email: `neighbour-${unique()}@example.com` },
      newClientAddress(),
    );
  });
});

async function adminPage(browser: { newContext(): Promise<BrowserContext> }): Promise<Page> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const page = await context.newPage();
  await signInAs(page, ADMIN_SEED);
  return page;
}

test.describe("operator console", () => {
  test("every console page passes axe at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await postApplication(
      page.request,
      { name: "Axe Check", email: `axe-${unique()}@example.com` },
      newClientAddress(),
    );
    await signInAs(page, ADMIN_SEED);
    for (const path of ["/admin", "/admin/applications", "/admin/rewards", "/admin/audit"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Operator console" })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });

  test("the admin approves an application with a note, and the audit log shows it", async ({ page }) => {
    const name = `Lena Review ${unique()}`;
    const email = `lena-${unique()}@example.com`;
    // Whatever an applicant writes is shown as text.
    const why = `I film <b>slow</b> mornings. <img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await postApplication(page.request, { name, email, why }, newClientAddress());

    await signInAs(page, ADMIN_SEED);
    await page.goto("/admin/applications?status=pending");
    await expect(page.getByText(ADMIN_ADDRESS).first()).toBeAttached();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(item.getByText("Pending", { exact: true })).toBeVisible();
    await expect(item.getByText(why, { exact: true })).toBeVisible();
    await expect(item.locator("img")).toHaveCount(0);
    await expect(item.getByText(email)).toBeVisible();
    await expect(item.getByText("48,000 followers")).toBeVisible();
    await expectNoA11yViolations(page);

    await waitForHydration(page);
    await item.getByLabel(`Review note for ${name} (optional)`).fill("Lovely calm content; send the starter kit.");
    // The decision is final: the browser asks for the tick first.
    await item.getByRole("button", { name: `Approve ${name}` }).click();
    await expect(item.getByLabel("I understand this cannot be undone")).toBeFocused();
    await item.getByLabel("I understand this cannot be undone").check();
    await item.getByRole("button", { name: `Approve ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application approved." })).toBeVisible();

    await page.goto("/admin/applications?status=approved");
    const approved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
    await expect(approved).toContainText("“Lovely calm content; send the starter kit.”");
    await expect(approved).toContainText("Reviewed by");
    await expect(approved).toContainText(ADMIN_ADDRESS);
    await expect(approved.getByRole("button", { name: /Approve|Reject/ })).toHaveCount(0);

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const row = page.getByRole("row").filter({ hasText: "application.approved" }).filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ADMIN_ADDRESS);
    await expect(row).toContainText("note:Lovely calm content; send the starter kit.");
    await expect(row.getByRole("cell").nth(3)).toHaveText(/^application:\d+$/);
    await expectNoA11yViolations(page);
  });

  test("a shopper's order marked paid in the console moves their reward from pending to earned, in the console and on /rewards", async ({
    page,
    browser,
  }) => {
    const shopper = await signInAs(page, `shopper-${unique()}`);
    const earned = page.getByTestId("rewards-earned");
    const pending = page.getByTestId("rewards-pending");
    await page.goto("/rewards");
    await expect(earned).toHaveText("0 NPX");
    await expect(pending).toHaveText("0 NPX");

    await addFromProduct(page, "one_time", 2);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await waitForHydration(page);
    await fillAddress(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}/);
    const orderUrl = page.url();
    const number = (await page.getByTestId("order-number").textContent())!.trim();
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");

    // The shopper's rewards: the order's 20,000 NPX pending.
    await page.goto("/rewards");
    const rewardRow = page.getByTestId("rewards-entry").filter({ hasText: number });
    await expect(pending).toHaveText("20,000 NPX");
    await expect(earned).toHaveText("0 NPX");
    await expect(rewardRow.getByTestId("rewards-status")).toHaveText("Pending");
    await expect(rewardRow).toContainText("20,000");

    const admin = await adminPage(browser);
    await admin.goto("/admin/orders?status=pending_payment");
    await admin.getByRole("link", { name: number, exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(admin.getByRole("region", { name: "Customer" })).toContainText(shopper);
    const entry = admin.getByRole("row").filter({ hasText: shopper });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("20,000 NPX");
    await expect(entry).toContainText("Pending");
    await expectNoA11yViolations(admin);

    await waitForHydration(admin);
    await admin.getByLabel("Note for the audit log (optional)").fill("Paid by bank transfer");
    await admin.getByLabel("I understand this cannot be undone").check();
    await admin.getByRole("button", { name: "Mark paid" }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: "Order marked paid. Its rewards are now earned." }),
    ).toBeVisible();
    await expect(entry).toContainText("Earned");
    await expect(admin.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
    await expect(admin.getByRole("region", { name: "History" })).toContainText("“Paid by bank transfer”");

    // The same shopper's rewards page now counts it as earned.
    await page.reload();
    await expect(earned).toHaveText("20,000 NPX");
    await expect(pending).toHaveText("0 NPX");
    await expect(rewardRow.getByTestId("rewards-status")).toHaveText("Earned");
    await expectNoA11yViolations(page);
    await page.goto(orderUrl);
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
    await admin.context().close();
  });

  test.describe(() => {
    test.use({
      allowedConsoleErrors: ["the server responded with a status of 404"],
    });
    test("a signed-out visitor and a non-admin wallet get the 404 page at /admin", async ({ page }) => {
      for (const path of [
        "/admin",
        "/admin/applications",
        "/admin/rewards",
        "/admin/audit",
        "/admin/rewards/export.csv",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
      }
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page wandered off");
      await expect(page.getByText("Operator console")).toHaveCount(0);

      await signIn(page, { seed: `visitor-${unique()}` });
      const response = await page.goto("/admin");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page wandered off");
      await expect(page).toHaveTitle(/^Page not found/);
      expect((await page.goto("/admin/audit"))?.status()).toBe(404);
    });
  });
});
