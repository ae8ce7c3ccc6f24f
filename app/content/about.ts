// The about page. The spec's about page speaks of gummies (where NAVA began); kept as it has it.
export const aboutHero = {
  eyebrow: "About NAVA",
  title: "Focus, grown from the ground up",
  intro:
    "We are a small team of coffee lovers, researchers and makers who believe the best energy is calm energy. NAVA began with functional mushroom gummies; today the same extracts go into your morning cup.",
} as const;

export const drivesUs = {
  eyebrow: "What drives us",
  title: "Modern life asks a lot of your mind",
  paragraphs: [
    "Long days, endless notifications and too much caffeine leave many of us wired and tired at once. We wanted something better than another energy drink: a daily ritual that supports focus the way nature intended.",
    "Functional mushrooms like Lion's Mane, Cordyceps and Chaga have been used for centuries. Modern research is catching up. Our job is to bring the two together honestly: real extracts, at doses that matter, with every batch tested.",
  ],
  quote: "We make the product we wanted for ourselves, and we share what we learn along the way.",
} as const;

/** `back`: the store's "% back" (app/cart/reward-back.server.ts). */
export const valuesFor = (back: string) =>
  ({
    eyebrow: "Our values",
    title: "Precision, Purity, Purpose",
    items: [
      {
        title: "Precision",
        text: "Standardised extracts from fruiting bodies, dosed to match the research, and the same in every gummy and every scoop.",
      },
      {
        title: "Purity",
        text: "Organic ingredients, no fillers, no artificial sweeteners. Every batch third-party tested for potency, heavy metals and microbes.",
      },
      {
        title: "Purpose",
        text: `Better focus for more people, and a community that shares in what we build: ${back} back in NPX on every purchase.`,
      },
    ],
  }) as const;

export const journeyFor = (back: string) =>
  ({
    eyebrow: "Our journey",
    title: "From a kitchen table to your morning cup",
    steps: [
      {
        label: "The beginning",
        title: "A better afternoon",
        text: "Tired of the 3pm crash, our founders started mixing Lion's Mane into their own routines, and kept notes.",
      },
      {
        label: "The first gummies",
        title: "Mushrooms, made easy",
        text: "Our first product was a functional mushroom gummy: simple, tasty and dosed properly. Customers came back for more.",
      },
      {
        label: "Growing up",
        title: "Lab-tested, at scale",
        text: "We partnered with cGMP facilities and independent labs, publishing certificates of analysis for every batch.",
      },
      {
        label: "Today",
        title: "NAVA Focus and NPX",
        text: `Our extracts now go into a cinnamon chai mushroom coffee, and every purchase earns ${back} back in NPX for the people who helped us grow.`,
      },
    ],
  }) as const;

export const aboutStats = {
  eyebrow: "NAVA in numbers",
  title: "Trusted every day",
  // The figures: counted by the store or the brand's dated statements (app/brand/figures.server.ts).
} as const;

export const aboutCta = {
  title: "Taste the calm focus for yourself",
  shop: "Shop NAVA Focus",
  science: "See the science",
} as const;
