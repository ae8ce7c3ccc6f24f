import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { statusPageFrom } from "./query";

const routes = readdirSync("app/routes").filter((f) => /^admin(-.*)?\.tsx?$/.test(f));

describe("the console routes' preamble", () => {
  it("comes from one helper in every console route: the admin check, private headers, meta", () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const file of routes) {
      const source = readFileSync(`app/routes/${file}`, "utf8");
      expect(source, file).toMatch(/export const loader = consoleLoader\(/);
      expect(source, file).not.toMatch(/requireAdmin\(request\)/);
      if (file.endsWith(".tsx")) expect(source, file).toMatch(/export const headers = consoleHeaders;/);
    }
  });

  it("reads a paged status list from the URL", () => {
    const url = new URL("http://x/admin/reviews?status=approved&page=3");
    expect(statusPageFrom(url, ["pending", "approved"] as const, 20)).toEqual({
      status: "approved",
      page: 3,
      pageSize: 20,
      limit: 20,
      offset: 40,
    });
  });
});
