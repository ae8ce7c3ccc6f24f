// Whatever shoppers and applicants type reaches the console as text: the pages are rendered by
// the production build, and neither the markup nor the data sent along for hydration carries a
// live tag or link. The CSV export neutralises every cell a spreadsheet would run as a formula.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { creatorApplications, rewardEntries } from "~/db/schema";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";

const ADMIN = "EscAdm1nWa11etEscAdm1nWa11etEscAdm1nWa11et";
const SCRIPT = "<script>alert(1)</script>";
const IMG = `<img src=x onerror="alert(2)">`;
const hostile = (label: string) => `${label} ${SCRIPT}${IMG}</textarea><b>bold</b>`;

let app: (request: Request) => Promise<Response>;
let cookie: string;
let html: (path: string) => Promise<string>;

/** No live markup from the data: the only script elements are the build's own, none of it runs a handler. */
function expectInert(page: string) {
  expect(page).not.toContain(SCRIPT);
  expect(page).not.toContain("<img src=x");
  expect(page).not.toContain("<b>bold</b>");
  expect(page).not.toMatch(/href="javascript:/i);
  expect(page).not.toMatch(/alert\(1\)<\/script>/);
}

beforeAll(async () => {
  ({ app, cookie, page: html } = await openConsoleAs(ADMIN));
});

describe("the console shows hostile text as text", () => {
  it("escapes an application's fields, its links and the review note", async () => {
    const db = await getDb();
    await db.insert(creatorApplications).values({
      name: hostile("Eve"),
      email: "eve@example.com",
      platform: "<svg onload=alert(3)>",
      handle: hostile("@eve"),
      followers: 5000,
      links: ["javascript:alert(4)", `https://example.com/"><script>alert(5)</script>`],
      why: hostile("Why"),
      solanaAddress: hostile("sol"),
      consent: true,
    });
    const page = await html("/admin/applications");
    expectInert(page);
    expect(page).not.toContain("<svg onload");
    expect(page).toContain("Eve &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(page).toContain("&lt;svg onload=alert(3)&gt;");
    // A stored link that is not http(s) is shown, never linked.
    expect(page).toContain(">javascript:alert(4)<");
    expect(page).toMatch(/href="https:\/\/example\.com\/&quot;&gt;&lt;script&gt;alert\(5\)&lt;\/script&gt;"/);

    const [row] = await db.select().from(creatorApplications).where(eq(creatorApplications.email, "eve@example.com"));
    const review = await app(
      makeRequest("/admin/applications", {
        cookie,
        form: { id: String(row!.id), intent: "reject", note: hostile("Note"), confirm: "yes" },
      }),
    );
    expect(review.status).toBe(200);
    const reviewed = await html("/admin/applications?status=rejected");
    expectInert(reviewed);
    expect(reviewed).toContain("Note &lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("escapes an order's address and email, the audit log's details and the rewards ledger's wallets", async () => {
    const db = await getDb();
    const id = await insertTestOrder(db, {
      id: "esc-1",
      number: "NAVA-<i>1</i>",
      email: `"><script>alert(1)</script>@example.com`,
      shipName: hostile("Mallory"),
      shipLine1: hostile("Line"),
      shipLine2: hostile("Suite"),
      shipCity: hostile("City"),
      wallet: hostile("wallet"),
    });
    await recordAudit(db, {
      actor: ADMIN,
      action: "order.paid",
      target: id,
      detail: { note: hostile("Audit"), list: [SCRIPT] },
    });

    for (const path of ["/admin/orders", `/admin/orders/${id}`, "/admin/audit", "/admin/rewards"]) {
      const page = await html(path);
      expectInert(page);
      expect(page, path).not.toContain("<i>1</i>");
    }
    const order = await html(`/admin/orders/${id}`);
    // The history reads in words, not event names.
    const from = order.indexOf('id="order-history"');
    const history = order
      .slice(from, order.indexOf("</section>", from))
      .replace(/ title="[^"]*"/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(history).toContain("Paid");
    expect(history).not.toContain("order.paid");
    expect(order).toContain("Mallory &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(order).toContain("Suite &lt;script&gt;");
    expect(await html("/admin/audit")).toContain("Audit &lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("the CSV export", () => {
  it("neutralises every cell that starts like a formula, whatever the column", async () => {
    const db = await getDb();
    const cases = [
      { wallet: "=1+1", number: "NAVA-1" },
      { wallet: "+SUM(A1:A9)", number: "-2+3" },
      { wallet: "-cmd|' /C calc'!A0", number: "@SUM(1)" },
      { wallet: "@me", number: "\t=2" },
      { wallet: "\r=3", number: "NAVA-2" },
    ];
    for (const [i, c] of cases.entries()) {
      const id = await insertTestOrder(db, { id: `csv-${i}`, number: c.number, wallet: c.wallet });
      await db.update(rewardEntries).set({ status: "earned" }).where(eq(rewardEntries.orderId, id));
    }
    const response = await app(makeRequest("/admin/rewards/export.csv", { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    for (const c of cases) {
      expect(csv).toContain(`"'${c.wallet}","10000",`);
      if (c.number.startsWith("NAVA")) expect(csv).toContain(`,"${c.number}"\r\n`);
      else expect(csv).toContain(`,"'${c.number}"\r\n`);
    }
    // Every cell of every row is quoted, so no cell can begin a formula.
    const cells = csv
      .split("\r\n")
      .filter(Boolean)
      .flatMap((line) => line.match(/"(?:[^"]|"")*"/g) ?? []);
    expect(cells.every((cell) => !/^"[=+\-@\t\r]/.test(cell))).toBe(true);
  });
});
