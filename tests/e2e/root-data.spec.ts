// The root loader's data (cart count, signed-in wallet) is read once per visit and again only
// after something that can change it: going from page to page does not ask the server for it.
import { addFromProduct } from "./fixtures/shop";
import { expect, test, waitForHydration } from "./fixtures/test";

test("client navigations load only the new page's data; adding to the cart updates the badge", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "TECHNOLOGY" }).click();
  await expect(page).toHaveURL(/\/tech$/);
  await nav.getByRole("link", { name: "SHOP" }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByTestId("purchase-form")).toBeVisible();
  expect(dataRequests.length).toBeGreaterThanOrEqual(2);
  for (const url of dataRequests) {
    // Without _routes, a data request loads every route on the page, the root's loader included.
    const routes = new URL(url).searchParams.get("_routes");
    expect(routes, url).not.toBeNull();
    expect(routes!.split(","), url).not.toContain("root");
  }

  await addFromProduct(page, "one_time", 2);
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
  await nav.getByRole("link", { name: "TECHNOLOGY" }).click();
  await expect(page).toHaveURL(/\/tech$/);
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
});
