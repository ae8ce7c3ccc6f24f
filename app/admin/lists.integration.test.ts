// The console's lists as the operator sees them, rendered by the production build: an empty list
// says so without a pager; a long one pages 25 at a time with working Previous and Next.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";

const ADMIN = "L1stsAdm1nWa11etL1stsAdm1nWa11etL1stsAdm1n";

let consolePage: (path: string) => Promise<string>;

async function page(path: string) {
  const html = await consolePage(path);
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}
const pager = (html: string) => /<nav aria-label="Pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? null;

beforeAll(async () => {
  ({ page: consolePage } = await openConsoleAs(ADMIN));
});

describe("the console's lists", () => {
  it("an empty list says so, with no pager", async () => {
    const html = await page("/admin/applications");
    expect(html).toContain("No applications here yet.");
    expect(pager(html)).toBeNull();
  });

  it("30 orders: page 1 shows 1–25 with Next, page 2 shows 26–30 with Previous", async () => {
    const db = await getDb();
    for (let i = 0; i < 30; i++) {
      await insertTestOrder(db, {
        id: `list-${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      });
    }
    const first = pager(await page("/admin/orders"));
    expect(first).toContain("1–25 of 30");
    expect(first).toContain("Page 1 of 2");
    expect(first).toMatch(/<span[^>]*aria-disabled="true"[^>]*>[\s\S]*?Previous/);
    expect(first).toMatch(
      /<a [^>]*href="\/admin\/orders\?page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/admin\/orders\?page=2"/,
    );
    const second = pager(await page("/admin/orders?page=2"));
    expect(second).toContain("26–30 of 30");
    expect(second).toMatch(/rel="prev"/);
    expect(second).toMatch(/<span[^>]*aria-disabled="true"[^>]*>[\s\S]*?Next/);
  });
});
