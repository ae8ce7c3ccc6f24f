import { describe, expect, it } from "vitest";
import { normalizeEmail } from "./normalize-email";

describe("normalizeEmail", () => {
  it("lower-cases, trims and drops a +tag", () => {
    expect(normalizeEmail("  Name+1@Example.com ")).toBe("name@example.com");
  });
  it("drops Gmail's dots and reads googlemail as gmail", () => {
    expect(normalizeEmail("first.last+shop@googlemail.com")).toBe("firstlast@gmail.com");
  });
  it("keeps dots elsewhere", () => {
    expect(normalizeEmail("first.last@example.com")).toBe("first.last@example.com");
  });
});
