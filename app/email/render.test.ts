// Every email the store sends, drawn in HTML: the same words and links as its plain text, in the
// store's layout, with what a visitor typed escaped.
import { describe, expect, it } from "vitest";
import { creatorEmails } from "~/content/creator-program";
import { findOrdersEmail } from "~/content/find-orders";
import { cardOnFileCopy } from "~/content/payments";
import { reviewEmail } from "~/content/reviews";
import { orderSummaryText } from "~/content/order-email";
import { emails } from "~/content/subscriptions";
import { hrefs, visibleText } from "../../tests/support/email-html";
import { textToBlocks } from "./blocks";
import { buttonLabelFor } from "./EmailLayout.server";
import { emailLayout, emailSignOff } from "~/content/email";
import { renderEmailHtml } from "./render.server";

const url = (path: string) => `https://navafocus.com${path}?token=Zk3lq9v0cD7u1m2XqH5y8aB4nT6pR0sW1eQ3iL9oKjU`;
const orderFields: Parameters<typeof orderSummaryText>[0] = {
  lines: [
    { productName: "NAVA Focus", purchaseType: "subscribe", quantity: 2, lineTotalCents: 7800 },
    { productName: "NAVA Focus", purchaseType: "one_time", quantity: 1, lineTotalCents: 4900 },
  ],
  address: { name: "Ada Buyer", line1: "1 Main St", line2: "Apt 4", city: "Austin", state: "TX", zip: "78701" },
  subtotalCents: 12700,
  discountCents: 1270,
  discountCode: "ADA10",
  shippingCents: 0,
  taxCents: 943,
  totalCents: 12373,
};
const summary = orderSummaryText(orderFields);
const order = { number: "NAVA-100231", totalCents: 12373, orderUrl: url("/orders/o1"), summary };

const every: Record<string, { subject: string; text: string }> = {
  orderConfirmation: emails.orderConfirmation(order),
  paymentReceived: emails.paymentReceived(order),
  orderShipped: emails.orderShipped({
    ...order,
    summary: orderSummaryText({
      ...orderFields,
      estimate: { from: "Tuesday, December 1, 2026", to: "Friday, December 4, 2026" },
    }),
    carrier: "UPS",
    trackingNumber: "1Z999AA10123456784",
    trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  }),
  orderDelivered: emails.orderDelivered(order),
  subscriptionStarted: emails.subscriptionStarted({
    product: "NAVA Focus",
    weeks: 4,
    deliveryCents: 7800,
    nextDay: "Friday, December 25",
    manageUrl: url("/subscriptions/s1"),
    ways: { card: true, usdc: true },
  }),
  manageLink: emails.manageLink({ product: "NAVA Focus", linkUrl: url("/subscriptions/link") }),
  reminder: emails.reminder({
    product: "NAVA Focus",
    day: "Friday, December 25",
    totalCents: 3900,
    skipUrl: url("/subscriptions/s1/skip"),
    manageUrl: url("/subscriptions/s1"),
  }),
  renewalPlaced: emails.renewalPlaced({ ...order, payUrl: url("/orders/o2"), manageUrl: url("/subscriptions/s1") }),
  changed: emails.changed({ what: "Your deliveries now come every 6 weeks.", manageUrl: url("/subscriptions/s1") }),
  paused: emails.paused({ what: "Your subscription is paused.", manageUrl: url("/subscriptions/s1") }),
  pausedAfterMissed: emails.pausedAfterMissed({ manageUrl: url("/subscriptions/s1") }),
  cancelled: emails.cancelled({ manageUrl: url("/subscriptions/s1") }),
  creatorWelcome: creatorEmails.welcome({
    name: "Ada",
    code: "ADA10",
    linkUrl: "https://navafocus.com/r/ADA10",
    dashboardUrl: "https://navafocus.com/creator",
    wallet: null,
  }),
  creatorSignIn: creatorEmails.signInLink({ linkUrl: url("/creator") }),
  findOrders: findOrdersEmail({ linkUrl: url("/orders"), count: 2 }),
  cardFailed: cardOnFileCopy.email({
    number: "NAVA-100232",
    total: "$39.00",
    why: "the card was declined",
    updateUrl: url("/orders/o2/card"),
    retry: "Friday, December 25",
  }),
  reviewRequest: reviewEmail.request({ number: "NAVA-100231", reviewUrl: url("/reviews/new"), rewardNpx: 500 }),
};

describe("the HTML part of every email", () => {
  it.each(Object.entries(every))("%s says what its text says, with its links", async (_name, mail) => {
    const html = await renderEmailHtml(mail);
    const seen = visibleText(html);
    expect(seen).toContain(mail.subject);
    for (const line of mail.text.split("\n").map((l) => l.trim())) {
      if (/^https?:\/\/\S+$/.test(line)) expect(hrefs(html)).toContain(line);
      else expect(seen).toContain(line.replace(/:$/, ""));
    }
    // The store's layout: the wordmark, a 600 px column, and a way to reach the store.
    expect(html).toContain("max-width:600px");
    expect(seen).toContain("NAVA");
    expect(hrefs(html)).toContain(new URL("/contact", html.match(/href="(https?:\/\/[^/"]+)/)![1]).toString());
  });

  it("draws the first link of the message as the main button", async () => {
    const html = await renderEmailHtml(every.orderShipped);
    const button = /<a href="([^"]+)"[^>]*background-color:#2b1d14[^>]*>[\s\S]*?Track your parcel/.exec(html);
    expect(button?.[1].replace(/&amp;/g, "&")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  });

  it("escapes a name that looks like HTML, and links nothing a visitor wrote", async () => {
    const name = '<img src=x onerror="alert(1)">Ada</b>';
    const html = await renderEmailHtml(
      creatorEmails.welcome({
        name,
        code: "ADA10",
        linkUrl: "https://navafocus.com/r/ADA10",
        dashboardUrl: "https://navafocus.com/creator",
        wallet: null,
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=");
    expect(visibleText(html)).toContain(`Hi ${name},`);

    const visitor = await renderEmailHtml({
      subject: "Contact form: Mallory",
      text: "From: Mallory <m@example.com>\n\nClaim your refund:\nhttps://evil.example/refund",
      links: false,
    });
    expect(hrefs(visitor)).not.toContain("https://evil.example/refund");
    expect(visibleText(visitor)).toContain("https://evil.example/refund");
  });
});

describe("what every email's buttons and ending say", () => {
  it.each(Object.entries(every))(
    "%s: each button names the page it opens, and it ends with the one sign-off",
    (_n, mail) => {
      for (const block of textToBlocks(mail.text)) {
        if (block.kind !== "button") continue;
        const label = block.label ?? buttonLabelFor(block.href);
        expect(label).not.toBe(emailLayout.otherPage);
        expect(label).not.toMatch(/^open link$/i);
      }
      expect(mail.text.endsWith(emailSignOff)).toBe(true);
    },
  );

  it("names the button of a link to an order, a subscription or a review by that page", () => {
    expect(buttonLabelFor(url("/orders/o1"))).toBe("View your order");
    expect(buttonLabelFor(url("/subscriptions/s1"))).toBe("Manage your subscription");
    expect(buttonLabelFor(url("/reviews/new"))).toBe("Write your review");
    expect(buttonLabelFor("not a url")).toBe(emailLayout.otherPage);
  });

  it("says payment is needed, and how, when the order is not paid yet", () => {
    const unpaid = emails.orderConfirmation({ ...order, payBy: "Please pay by Tuesday, December 1, 6:00 PM." });
    expect(unpaid.subject).toBe("Order NAVA-100231 received: payment needed");
    expect(unpaid.text).toContain("pay by card or USDC from its page");
    expect(textToBlocks(unpaid.text)).toContainEqual(
      expect.objectContaining({ kind: "button", label: "Pay for your order" }),
    );
  });

  it("says what a subscription costs and when it next ships when it starts", () => {
    const started = every.subscriptionStarted!;
    expect(started.subject).toContain("Friday, December 25");
    expect(started.text).toContain("$78.00 a delivery every 4 weeks");
    expect(started.text).toContain("Next delivery: Friday, December 25, for $78.00.");
  });
});

describe("the order emails' summary block", () => {
  const orderEmails = ["orderConfirmation", "paymentReceived", "orderShipped", "orderDelivered", "renewalPlaced"];

  it.each(orderEmails)("%s lists the items, quantities, address and totals in the text and the HTML", async (name) => {
    const mail = every[name]!;
    const seen = visibleText(await renderEmailHtml(mail));
    for (const words of [
      "2 × NAVA Focus (subscription): $78.00",
      "1 × NAVA Focus (one-time): $49.00",
      "Subtotal: $127.00",
      "Discount (ADA10): −$12.70",
      "Shipping: Free",
      "Sales tax: $9.43",
      "Total: $123.73",
      "Ada Buyer",
      "1 Main St",
      "Apt 4",
      "Austin, TX 78701",
    ]) {
      expect(mail.text).toContain(words);
      expect(seen).toContain(words);
    }
  });

  it("gives the delivery estimate once shipped, and not before", async () => {
    const estimate = "Estimated delivery: Tuesday, December 1, 2026 to Friday, December 4, 2026";
    expect(every.orderShipped!.text).toContain(estimate);
    expect(visibleText(await renderEmailHtml(every.orderShipped!))).toContain(estimate);
    for (const name of ["orderConfirmation", "paymentReceived", "renewalPlaced"]) {
      expect(every[name]!.text).not.toContain("Estimated delivery");
    }
  });

  it("names no discount or tax an order does not have", () => {
    const plain = orderSummaryText({ ...orderFields, discountCents: 0, discountCode: null, taxCents: null });
    expect(plain).not.toContain("Discount");
    expect(plain).not.toContain("Sales tax");
    expect(plain).toContain("Total: $123.73");
  });

  it("keeps the address the shopper typed as text: a URL in it is neither a link nor a button", async () => {
    const text = orderSummaryText({
      ...orderFields,
      address: { ...orderFields.address, name: "https://evil.example/login", line2: "see http://evil.example/x" },
    });
    const html = await renderEmailHtml({ subject: "Order NAVA-1 received", text });
    expect(hrefs(html).some((h) => h.includes("evil.example"))).toBe(false);
    expect(visibleText(html).replace(/\u200b/g, "")).toContain("https://evil.example/login");
  });
});

describe("the find-my-orders email", () => {
  it("labels its button with the orders and their tracking, in the singular for one order", async () => {
    const many = await renderEmailHtml(findOrdersEmail({ linkUrl: url("/orders"), count: 2 }));
    expect(visibleText(many)).toContain("Your orders and their tracking");
    expect(visibleText(many)).toContain("the 2 orders placed with this email address");
    expect(visibleText(many)).not.toContain("Open link");
    const one = findOrdersEmail({ linkUrl: url("/orders"), count: 1 });
    expect(one.text).toContain("Your order and its tracking:");
    expect(one.text).not.toContain("their");
  });
});
