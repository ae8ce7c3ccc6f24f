import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";
import { reviewFlags } from "./flags";
import { reviewSchema } from "./review-schema";

describe("review CSV", () => {
  it("reads quoted cells with commas, quotes and line breaks, and numbers rows by their first line", () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 3, cells: ["two\nlines", "z"] },
    ]);
  });
});

describe("moderation flags", () => {
  it("flags links and obvious spam, and leaves an ordinary review alone", () => {
    const plain = { title: "Lovely", body: "Smooth taste and no crash in the afternoon.", displayName: "Ann" };
    expect(reviewFlags(plain)).toEqual([]);
    expect(reviewFlags({ ...plain, body: "See https://cheap.example for more" })).toContain("link");
    expect(reviewFlags({ ...plain, body: "visit www.example.com" })).toContain("link");
    expect(reviewFlags({ ...plain, displayName: "shop.xyz" })).toContain("link");
    expect(reviewFlags({ ...plain, body: "Best casino bonus, click here now" })).toContain("spam");
    expect(reviewFlags({ ...plain, body: "THIS IS THE BEST COFFEE EVER BUY IT NOW" })).toContain("spam");
    expect(reviewFlags({ ...plain, body: "Goooooooooood coffee" })).toContain("spam");
  });
});

describe("the review form's schema", () => {
  const good = { rating: "4", title: "Calm focus", body: "Ten characters at least.", displayName: "Ann" };
  const errors = (fields: Record<string, unknown>) => {
    const result = reviewSchema.safeParse(fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it("takes a good review and trims it", () => {
    expect(reviewSchema.parse({ ...good, title: "  Calm focus " })).toEqual({ ...good, rating: 4 });
  });

  it("refuses every bad field with its own message", () => {
    for (const rating of [undefined, "", "0", "6", "4.5", "five", "1 "])
      expect(errors({ ...good, rating }).rating, String(rating)).toBe("Choose a rating from 1 to 5 stars.");
    expect(errors({ ...good, title: undefined }).title).toBe("Give your review a title.");
    expect(errors({ ...good, title: "   " }).title).toBe("Give your review a title.");
    expect(errors({ ...good, title: "x".repeat(121) }).title).toBe("Please keep the title under 120 characters.");
    expect(errors({ ...good, body: undefined }).body).toBe("Tell us a little more: at least 10 characters.");
    expect(errors({ ...good, body: "short" }).body).toBe("Tell us a little more: at least 10 characters.");
    expect(errors({ ...good, body: "x".repeat(2001) }).body).toBe("Please keep your review under 2,000 characters.");
    expect(errors({ ...good, displayName: undefined }).displayName).toBe("Enter the name to show with your review.");
    expect(errors({ ...good, displayName: "x".repeat(61) }).displayName).toBe(
      "Please keep the name under 60 characters.",
    );
  });
});
