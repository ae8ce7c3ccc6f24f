// The creator (ambassador) page. The contact address is a setting (CONTACT_EMAIL), read by the loader.

export const APPLY_PATH = "/ambassador/apply";

export const ambassadorHero = {
  eyebrow: "NAVA Creators",
  title: "Share the ritual. Get paid for it.",
  intro:
    "Join the creators who make calm focus look easy. Free product every month, commission up to 25% on every sale you drive, and early access to everything we make next.",
  apply: "Apply Now",
  applyNote: "Takes 2 minutes · We reply within 24 hours",
} as const;

export const ambassadorBenefitsSection = { eyebrow: "Creator perks", title: "What you get" } as const;

export const ambassadorBenefits = [
  {
    id: "free-product",
    title: "Free Product",
    text: "A fresh bag of NAVA Focus every month, on us, so your content is always real.",
  },
  {
    id: "commission",
    title: "Commission up to 25%",
    text: "Earn 15% (up to 25%) of what each order placed with your link or code pays before shipping, paid out monthly in USDC to your Solana wallet (or by bank or PayPal). Your shoppers get 10% off their first order.",
  },
  {
    id: "early-access",
    title: "Early Access",
    text: "Be first to try new flavours, drops and NPX perks, before anyone else sees them.",
  },
] as const;

// The program's figures are counted by the store or stated by the brand with a date
// (app/brand/figures.server.ts), never fixed here.

export const ambassadorRequirements = {
  eyebrow: "Who we look for",
  title: "Requirements",
  items: [
    {
      id: "followers",
      value: "1K+",
      title: "Followers",
      text: "At least 1,000 followers on TikTok or another platform.",
    },
    {
      id: "authentic",
      value: "100%",
      title: "Authentic Content",
      text: "Honest content about your own routine; no scripts, no fake reviews.",
    },
    {
      id: "posting",
      value: "1",
      title: "Post per Month",
      text: "At least one post about NAVA each month while you are in the program.",
    },
  ],
} as const;

export const ambassadorSteps = {
  eyebrow: "How it works",
  title: "From application to first payout",
  steps: [
    { id: "apply", title: "Apply in 2 minutes", text: "Tell us about you and your channel. It takes two minutes." },
    {
      id: "reply",
      title: "Hear back within 24 hours",
      text: "Our creator team reviews every application and replies within 24 hours.",
    },
    {
      id: "create",
      title: "Create and earn",
      text: "Get your free product, your link and your code. Your dashboard shows every click, order and commission, and approved commission is paid monthly.",
    },
  ],
} as const;

export const ambassadorCta = {
  title: "Ready to create with NAVA?",
  text: "The application takes 2 minutes, and we reply within 24 hours.",
  contactLead: "Questions first? Write to",
} as const;
