import { describe, expect, it } from "vitest";
import { currentPage } from "./site";

describe("currentPage", () => {
  it("follows the spec: about, studies, tech, cart, product; anything else is home", () => {
    expect(currentPage("/about")).toBe("about");
    expect(currentPage("/studies")).toBe("studies");
    expect(currentPage("/tech")).toBe("tech");
    expect(currentPage("/cart")).toBe("cart");
    expect(currentPage("/product")).toBe("product");
    expect(currentPage("/")).toBe("home");
    expect(currentPage("/faq")).toBe("home");
    expect(currentPage("/ingredients/chaga")).toBe("home");
    expect(currentPage("/aboutus")).toBe("home");
  });
});
