// The creator application: copy, the program's requirements and every message a field can show.

/** The spec's requirements for the ambassador program. */
export const creatorRequirements = {
  minFollowers: 1000,
  minFollowersLabel: "1K+ followers",
  authenticContent: "Authentic content",
  postsPerMonth: "1 post per month",
} as const;

export const applicationLimits = {
  nameMax: 100,
  handleMax: 60,
  linksMin: 1,
  linksMax: 3,
  linkMax: 500,
  whyMax: 1000,
  /** Applications per client address per hour. */
  perClientPerHour: 5,
} as const;

export const platforms = [
  { value: "tiktok", label: "TikTok" },
  { value: "instagram", label: "Instagram" },
  { value: "youtube", label: "YouTube" },
  { value: "x", label: "X" },
  { value: "other", label: "Other" },
] as const;

export type Platform = (typeof platforms)[number]["value"];

export const applyPage = {
  seoTitle: "Apply to the Ambassador Program",
  seoDescription:
    "Apply to become a NAVA creator: free product, up to 25% commission and early access. It takes two minutes.",
  eyebrow: "Ambassador Program",
  title: "Apply to create with NAVA",
  intro: "It takes about 2 minutes. We read every application and reply within 24 hours.",
  backToProgram: "Back to the Ambassador Program",
  requirementsTitle: "What we ask of creators",
  requirements: [
    { title: creatorRequirements.minFollowersLabel, body: "At least 1,000 followers on your main platform." },
    {
      title: creatorRequirements.authenticContent,
      body: "Your own voice and your own footage, honest about how NAVA fits your day.",
    },
    {
      title: creatorRequirements.postsPerMonth,
      body: "At least one post about NAVA every month while you are in the program.",
    },
  ],
  contactLead: "Questions? Write to",
  submit: "Submit application",
  submitting: "Sending…",
} as const;

export const applyFields = {
  aboutYou: "About you",
  yourContent: "Your content",
  commission: "Commission",
  commitments: "Commitments",
  name: { label: "Full name", autoComplete: "name" },
  email: { label: "Email", hint: "We reply to this address." },
  platform: { label: "Primary platform", placeholder: "Choose a platform" },
  handle: { label: "Handle on that platform", hint: "For example @navafocus" },
  followers: { label: "Follower count", hint: "On your primary platform. The program starts at 1,000." },
  links: {
    legend: "Links to your content",
    hint: "One to three links (http or https) to posts or videos you made.",
    label: (n: number) => `Content link ${n}`,
    optional: "(optional)",
  },
  why: {
    label: "Why NAVA?",
    hint: "Up to 1,000 characters.",
    counter: (n: number, max: number) => `${n.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`,
  },
  solana: {
    label: "Solana wallet for commission",
    optional: "(optional)",
    hint: "A Solana address (base58) where we can send your commission in NPX. You can add it later.",
  },
  authentic: { label: "My content is authentic: my own voice, my own footage, honest about my experience with NAVA." },
  monthly: { label: "I can post about NAVA at least once a month (1 post per month)." },
  consent: { label: "I agree to the Ambassador Program terms and to NAVA storing this application to review it." },
  honeypot: { label: "Leave this field empty" },
} as const;

export const applyErrors = {
  summary: (n: number) => (n === 1 ? "Please fix 1 field below." : `Please fix ${n} fields below.`),
  name: "Please enter your name.",
  nameTooLong: `Please keep your name under ${applicationLimits.nameMax} characters.`,
  email: "Please enter a valid email address, like name@example.com.",
  platform: "Please choose your primary platform.",
  handle: "Please enter your handle: letters, numbers, dots, dashes or underscores.",
  followers: "Please enter your follower count as a whole number, like 12500.",
  followersTooFew:
    "The Ambassador Program starts at 1,000 followers (1K+). You are welcome to apply once you reach it.",
  linksNone: "Please add at least one link to your content.",
  link: "Please enter a full link starting with http:// or https://.",
  why: "Please tell us why you want to create with NAVA.",
  whyTooLong: "Please keep this to 1,000 characters or fewer.",
  solana: "This doesn't look like a Solana address. Check it, or leave the field empty.",
  authentic: "Please confirm that your content is authentic.",
  monthly: "Please confirm that you can post once a month.",
  consent: "Please agree to the program terms to apply.",
  duplicate: "This email has already applied. We reply within 24 hours of an application; look out for our email.",
  rateLimited: "Too many applications from your connection. Please try again in an hour.",
} as const;

export const applySuccess = {
  title: "Application received",
  body: "Thank you for applying to the NAVA Ambassador Program. We've emailed you a receipt and will reply within 24 hours.",
  next: "Meanwhile, read about the program",
} as const;
