import { describe, expect, it } from "vitest";
import { previewOf, textToBlocks } from "./blocks";

describe("an email's text read as blocks", () => {
  it("makes a short line before a link the label of a button; the first button is the main one", () => {
    const blocks = textToBlocks(
      "Your order ships.\n\nTrack your parcel:\nhttps://ups.example/t?n=1\n\nYour order:\nhttps://nava.example/orders/1",
    );
    expect(blocks).toEqual([
      { kind: "text", lines: [[{ text: "Your order ships." }]] },
      { kind: "button", label: "Track your parcel", href: "https://ups.example/t?n=1", primary: true },
      { kind: "button", label: "Your order", href: "https://nava.example/orders/1", primary: false },
    ]);
  });

  it("keeps a long or two-sentence line before a link as text, above a button labelled by its words before a bracket, or by none", () => {
    const blocks = textToBlocks(
      "Pay it here (unpaid renewals are cancelled after 7 days):\nhttps://a.example/pay\n\nChanged your mind? Reactivate it here:\nhttps://a.example/m",
    );
    expect(blocks).toEqual([
      { kind: "text", lines: [[{ text: "Pay it here (unpaid renewals are cancelled after 7 days):" }]] },
      { kind: "button", label: "Pay it here", href: "https://a.example/pay", primary: true },
      { kind: "text", lines: [[{ text: "Changed your mind? Reactivate it here:" }]] },
      { kind: "button", label: null, href: "https://a.example/m", primary: false },
    ]);
  });

  it("links a link inside a line, leaving the punctuation after it as text", () => {
    expect(textToBlocks("See it at https://a.example/creator: sign in there.")).toEqual([
      {
        kind: "text",
        lines: [
          [
            { text: "See it at " },
            { text: "https://a.example/creator", href: "https://a.example/creator" },
            { text: ": sign in there." },
          ],
        ],
      },
    ]);
  });

  it("makes nothing a link or a button in words a visitor wrote", () => {
    expect(textToBlocks("Look:\nhttps://evil.example/x\nor https://evil.example/y", { links: false })).toEqual([
      {
        kind: "text",
        lines: [[{ text: "Look:" }], [{ text: "https://evil.example/x" }], [{ text: "or https://evil.example/y" }]],
      },
    ]);
  });

  it("previews the first paragraph on one line", () => {
    expect(previewOf("Thank you for your order\nNAVA-1.\n\nPay here:\nhttps://a.example")).toBe(
      "Thank you for your order NAVA-1.",
    );
  });
});
