import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX, toast } from "./use-toast";

describe("toast store", () => {
  it("holds the spec's rules: one at a time, 5000 ms, 50 px swipe", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
  it("a new toast replaces the one showing", async () => {
    const { useToasts } = await import("./use-toast");
    expect(typeof useToasts).toBe("function");
    const first = toast({ title: "First" });
    const second = toast({ title: "Second", variant: "destructive" });
    expect(second).toBeGreaterThan(first);
  });
});
