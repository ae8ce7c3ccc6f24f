// What the moderation queue points out in a review: links, and the marks of obvious spam.
export type ReviewFlag = "link" | "spam";

const LINK = /(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|ru|cn|xyz|top|info|biz|shop|link|click)\b)/i;
const SPAM_WORDS =
  /\b(?:viagra|casino|crypto ?giveaway|free money|click here|buy now|cheap|discount code|seo services|loan|bitcoin doubler|whatsapp)\b/i;

export function reviewFlags(fields: { title: string; body: string; displayName: string }): ReviewFlag[] {
  const text = `${fields.displayName}\n${fields.title}\n${fields.body}`;
  const flags: ReviewFlag[] = [];
  if (LINK.test(text)) flags.push("link");
  const letters = text.replace(/[^A-Za-z]/g, "");
  const shouting = letters.length >= 20 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.7;
  if (SPAM_WORDS.test(text) || shouting || /(.)\1{7,}/.test(text)) flags.push("spam");
  return flags;
}
