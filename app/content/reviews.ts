// Reviews: the buyer's form, the product page's summary and list, the email that asks, and the
// operator's queue.
import { emailSignOff } from "./email";

/**
 * The disclosure on a review that earned NPX (the FTC's rule and Google's policy on incentivized
 * reviews): wherever the review shows, with the figure credited.
 */
export const reviewRewardNote = (npx: number) => `Received ${npx.toLocaleString("en-US")} NPX for reviewing`;

export const reviewLimits = {
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 2000,
  nameMax: 60,
  replyMax: 1000,
  reasonMax: 300,
  /** Days a review can be edited through its link after it was first written. */
  editDays: 30,
  /** Reviews per page on the product page. */
  pageSize: 5,
  /** Reviews given to structured data (the newest approved ones). */
  jsonLdMax: 10,
} as const;

export const reviewErrors = {
  rating: "Choose a rating from 1 to 5 stars.",
  title: "Give your review a title.",
  titleTooLong: `Please keep the title under ${reviewLimits.titleMax} characters.`,
  body: `Tell us a little more: at least ${reviewLimits.bodyMin} characters.`,
  bodyTooLong: `Please keep your review under ${reviewLimits.bodyMax.toLocaleString("en-US")} characters.`,
  name: "Enter the name to show with your review.",
  nameTooLong: `Please keep the name under ${reviewLimits.nameMax} characters.`,
  editClosed: `Reviews can be edited for ${reviewLimits.editDays} days after they are written; this one can no longer change.`,
  notReviewable: "This order can't be reviewed: only a paid order can.",
} as const;

export const reviewForm = {
  seoTitle: "Review your order",
  eyebrow: "Your review",
  title: (orderNumber: string) => `How was order ${orderNumber}?`,
  intro: "Tell other shoppers what you thought. The brand reads every review before it is published.",
  ratingLegend: "Your rating",
  ratingOption: (n: number) => `${n} star${n === 1 ? "" : "s"}`,
  titleLabel: "Title",
  bodyLabel: "Your review",
  bodyHint: `${reviewLimits.bodyMin}–${reviewLimits.bodyMax.toLocaleString("en-US")} characters.`,
  nameLabel: "Name to show",
  nameHint: "Shown with your review. Your email is never shown.",
  reward: (npx: number) =>
    `Once your review is published, ${npx.toLocaleString("en-US")} NPX are added to this order's rewards, whatever rating you give.`,
  noReward: "You get nothing for a review, and what you write does not change that: we only want your honest view.",
  submit: "Send review",
  update: "Update review",
  saved: "Thank you: your review was received. It appears on the product page once the brand has read it.",
  editUntil: (day: string) => `You can edit it through this link until ${day}.`,
  closed: "Your review",
  statusLabel: "Status",
  status: { pending: "Waiting for the brand to read it", approved: "Published", rejected: "Not published" },
} as const;

export const reviewsSection = {
  title: "Customer reviews",
  summaryLabel: (avg: string, count: number) =>
    `Rated ${avg} out of 5 from ${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`,
  reviewCount: (count: number) => `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`,
  histogramLabel: "Reviews by rating",
  histogramRow: (stars: number, count: number) =>
    `${stars} star${stars === 1 ? "" : "s"}: ${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`,
  none: "No reviews yet.",
  invite: "Bought NAVA Focus? Your order's page has a link to review it: be the first.",
  sortLabel: "Sort reviews",
  sorts: { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated" },
  verified: "Verified buyer",
  rewarded: reviewRewardNote,
  imported: (source: string) => `Imported from ${source}`,
  rated: (n: number) => `Rated ${n} out of 5`,
  reply: "Reply from NAVA",
  previous: "Previous reviews",
  next: "More reviews",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: "Review pages",
} as const;

/** The names shown for an import's source. */
export const importSourceLabels: Record<string, string> = {
  "judge.me": "Judge.me",
  yotpo: "Yotpo",
  sample: "sample data",
};

export const reviewEmail = {
  request: (o: { number: string; reviewUrl: string; rewardNpx: number }) => ({
    subject: `How was your NAVA order ${o.number}?`,
    text: `You have had your NAVA Focus for a little while now. Would you tell other shoppers what you think?\n\nReview order ${o.number} here (this link is yours; keep it private):\n${o.reviewUrl}\n\n${
      o.rewardNpx > 0 ? reviewForm.reward(o.rewardNpx) : reviewForm.noReward
    }${emailSignOff}`,
  }),
} as const;

export const orderReviewCard = {
  title: "Review your order",
  text: "Tell other shoppers what you thought of NAVA Focus.",
  write: "Write a review",
} as const;

/** The console's review queue (/admin/reviews). */
export const reviewModeration = {
  title: "Reviews",
  empty: "No reviews here.",
  statusLabels: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  flagLabels: { link: "Contains a link", spam: "Looks like spam" } as Record<string, string>,
  order: "Order",
  imported: "Imported",
  email: "Email (private)",
  verified: "Verified buyer",
  unverified: "Not verified",
  featured: "On the home page",
  rewarded: (npx: number) => `${npx.toLocaleString("en-US")} NPX credited`,
  written: "Written",
  rejectedBecause: "Rejected:",
  approve: "Approve",
  reject: "Reject",
  reason: "Reason for rejecting",
  reasonFor: (name: string) => `Reason for rejecting the review by ${name}`,
  reply: "Public reply",
  replyFor: (name: string) => `Public reply to the review by ${name}`,
  saveReply: "Save reply",
  feature: "Feature on home",
  unfeature: "Remove from home",
  done: {
    approve: "Review approved: it shows on the product page.",
    reject: "Review rejected.",
    reply: "Reply saved.",
    feature: "Review featured on the home page.",
    unfeature: "Review removed from the home page.",
  },
  notFound: "That review no longer exists.",
  badAction: "Choose one of the actions shown.",
  reasonRequired: "Give a reason for rejecting the review.",
  reasonTooLong: `Please keep the reason under ${reviewLimits.reasonMax} characters.`,
  replyTooLong: `Please keep the reply under ${reviewLimits.replyMax.toLocaleString("en-US")} characters.`,
  featureNeedsApproval: "Only an approved review can be featured on the home page.",
} as const;

/** Why an imported row is refused (the import report lists each by its line). */
export const reviewImportErrors = {
  unknownFormat:
    "This is not a Judge.me or Yotpo review export: its header has neither body and reviewer_name nor review_content and review_score.",
  tooMany: "This file has more than 5,000 reviews: split it and import each part.",
  rating: "The rating is not a whole number from 1 to 5.",
  name: "The reviewer's name is missing.",
  nameTooLong: `The reviewer's name is over ${reviewLimits.nameMax} characters.`,
  body: "The review has no text.",
  bodyTooLong: `The review is over ${reviewLimits.bodyMax.toLocaleString("en-US")} characters.`,
  titleTooLong: `The title is over ${reviewLimits.titleMax} characters.`,
  replyTooLong: `The reply is over ${reviewLimits.replyMax.toLocaleString("en-US")} characters.`,
  email: "The reviewer's email is not an email address.",
  date: "The review date is missing, not a date, or in the future.",
  hidden: "The source hid this review (spam or unpublished).",
  duplicate: "Already imported: this review is in the store.",
} as const;

export const reviewImportPage = {
  title: "Import reviews",
  intro:
    "Import the brand's existing reviews from a Judge.me or Yotpo CSV export. Each keeps its source and is marked verified only where the export says so. Reviews already imported are refused; reviews with links or spam wait in the queue.",
  fileLabel: "CSV export (Judge.me or Yotpo, up to 2 MiB)",
  submit: "Import",
  back: "Back to reviews",
  importLink: "Import from CSV",
  noFile: "Choose a CSV file to import.",
  tooLarge: "The file is over 2 MiB: split it and import each part.",
  report: (imported: number, refused: number, source: string) =>
    `${imported.toLocaleString("en-US")} review${imported === 1 ? "" : "s"} imported from ${source}; ${refused.toLocaleString("en-US")} row${refused === 1 ? "" : "s"} refused.`,
  refusedTitle: "Rows refused",
  lineLabel: "Line",
  reasonLabel: "Why",
} as const;
