// The mission page: what NAVA is for.
export const missionHero = {
  eyebrow: "Our mission",
  title: "Better focus, made honestly, shared with the people who drink it",
  intro:
    "We want clear, calm energy to be an everyday thing, not a luxury or a gamble. That means real ingredients, open science, and a brand its customers can own a piece of.",
} as const;

export const missionStatement = {
  eyebrow: "Why we exist",
  title: "Energy without the trade-off",
  paragraphs: [
    "Most energy comes at a cost: a jittery hour, a crash, a restless night. We believe focus should feel good while it lasts and leave you better than it found you.",
    "So we build products around ingredients with research behind them, at the doses studied, and we tell you exactly what is inside. When the evidence is early, we say so.",
  ],
} as const;

/** `back`: the store's "% back" (app/cart/reward-back.server.ts). */
export const missionPillarsFor = (back: string) =>
  ({
    eyebrow: "What we stand for",
    title: "Three promises",
    items: [
      {
        title: "Better focus for everyone",
        text: "A daily ritual that supports attention, memory and mood, at a price that works every morning: $39 every 4 weeks on subscription.",
      },
      {
        title: "Made honestly",
        text: "Organic ingredients, fruiting-body extracts, third-party testing of every batch, and labels that name every dose.",
      },
      {
        title: "Owned together",
        text: `Customers are more than buyers. Every purchase earns ${back} back in NPX, so the people who drink NAVA share in its growth.`,
      },
    ],
  }) as const;

export const missionCommitmentsFor = (back: string) =>
  ({
    eyebrow: "How we hold ourselves to it",
    title: "Our commitments",
    items: [
      "Publish what is in every serving, down to the milligram",
      "Test every batch with independent labs",
      "Say clearly where research is strong and where it is early",
      "Source organic ingredients and pay fair prices for them",
      `Give ${back} back in NPX on every purchase`,
      "Answer every customer, 365 days a year",
    ],
  }) as const;

export const missionCta = {
  title: "Join us",
  text: "Start your mornings with NAVA Focus, or read how the NPX protocol shares what we build.",
  shop: "Shop NAVA Focus",
  protocol: "Read about NPX",
} as const;
