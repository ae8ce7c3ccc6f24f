// An unpaid order's page on a phone (390 x 844): the deadline and the Pay button are on the first
// screen, before any scrolling and above the bottom menu.
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

test.use({ viewport: { width: 390, height: 844 } });

test("an unpaid order shows its deadline and the Pay button on a phone's first screen", async ({ page }, testInfo) => {
  await placeOrder(page, "one_time");
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await page.evaluate(() => window.scrollTo(0, 0));
  const deadline = page.getByText(/^Pay by \w+day, /).first();
  const pay = page
    .getByTestId("payment-section")
    .getByRole("button", { name: /^Pay \$\d+\.\d{2} (by card|with USDC)$/ })
    .first();
  await expect(deadline).toBeVisible();
  await expect(pay).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("unpaid-order-390.png") });
  // The first screen ends where the phone's bottom menu (fixed over the page) begins.
  const screenEnd = (await page.getByRole("navigation", { name: "Mobile" }).boundingBox())!.y;
  expect(screenEnd).toBeLessThanOrEqual(844);
  for (const shown of [deadline, pay]) {
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height, await shown.innerText()).toBeLessThanOrEqual(screenEnd);
  }
  await expectNoA11yViolations(page);
});
