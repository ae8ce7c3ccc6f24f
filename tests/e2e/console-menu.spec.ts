// The console on a phone: its sections fold into one compact menu that works without JavaScript.
import { operatorPage } from "./fixtures/console";
import { expect, test } from "./fixtures/test";

test.describe("the console's sections", () => {
  test("are one compact menu at 390 px, a <details> the browser opens itself, and a row of tabs at 1280 px", async ({
    browser,
  }) => {
    const phone = await operatorPage(browser, 390);
    await phone.goto("/admin");
    const nav = phone.getByRole("navigation", { name: "Operator console" });
    expect((await nav.boundingBox())!.height, "the menu's height on a phone").toBeLessThanOrEqual(64);
    await expect(nav.getByRole("link", { name: "Outbox" })).toBeHidden();
    await nav.getByText("Section: Dashboard").click();
    const outbox = nav.getByRole("link", { name: "Outbox" });
    await expect(outbox).toBeVisible();
    expect((await outbox.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await outbox.click();
    await expect(phone).toHaveURL(/\/admin\/outbox$/);
    await expect(
      phone.getByRole("navigation", { name: "Operator console" }).getByText("Section: Outbox"),
    ).toBeVisible();

    const wide = await operatorPage(browser, 1280);
    await wide.goto("/admin");
    await wide.screenshot({ path: "test-results/console-menu-1280.png" });
    await phone.screenshot({ path: "test-results/console-menu-390.png" });
    await phone.getByText("Section: Outbox").click();
    await phone.screenshot({ path: "test-results/console-menu-open-390.png" });
    await expect(
      wide.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Outbox" }),
    ).toBeVisible();
  });
});
