// What goes into NAVA Focus: the home page's ingredient cards and each ingredient's page.
// Mushroom doses follow the FAQ ingredient list: Lion's Mane 500mg, Cordyceps 400mg, Chaga 300mg.
import { homeIngredientSlugs, type IngredientSlug } from "./ingredient-slugs";

export interface IngredientPoint {
  title: string;
  text: string;
}

export interface Ingredient {
  slug: IngredientSlug;
  name: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Short tags on the home card. */
  tags: readonly string[];
  origin: string;
  /** The dosage line on the home card and the page hero. */
  dosage: string;
  hero: { eyebrow: string; title: string; intro: string };
  benefits: readonly [IngredientPoint, IngredientPoint, IngredientPoint];
  focusAreas: readonly [IngredientPoint, IngredientPoint, IngredientPoint, IngredientPoint];
  science: { title: string; text: string; bullets: readonly [string, string, string, string] };
}

const image = (slug: IngredientSlug, alt: string) => ({
  src: `/images/ingredients/${slug}.svg`,
  alt,
  width: 400,
  height: 400,
});

export const ingredients: Record<IngredientSlug, Ingredient> = {
  "coffee-beans": {
    slug: "coffee-beans",
    name: "Organic Arabica Coffee",
    image: image("coffee-beans", "Three roasted arabica coffee beans"),
    tags: ["Energy", "Antioxidants"],
    origin: "High-altitude farms, Colombia",
    dosage: "Medium roast, in every serving",
    hero: {
      eyebrow: "The base",
      title: "Organic Arabica Coffee",
      intro:
        "Everything starts with a smooth, medium-roast organic arabica. It gives NAVA Focus the ritual you know, and a gentler lift than a full cup of drip.",
    },
    benefits: [
      {
        title: "Steady energy",
        text: "Natural caffeine from real coffee, balanced by mushrooms and L-Theanine so it lifts without the spike.",
      },
      {
        title: "Rich in antioxidants",
        text: "Coffee is one of the largest sources of polyphenols in the modern diet, chlorogenic acids above all.",
      },
      {
        title: "A ritual you keep",
        text: "It tastes like coffee because it is coffee: warm, round and low in bitterness.",
      },
    ],
    focusAreas: [
      { title: "Alertness", text: "Caffeine blocks adenosine, the signal that builds tiredness through the day." },
      { title: "Mood", text: "A morning cup is linked to brighter mood and motivation." },
      { title: "Metabolism", text: "Caffeine gently raises energy use and fat oxidation." },
      { title: "Flavour", text: "High-grown arabica brings cocoa and caramel notes that suit chai spice." },
    ],
    science: {
      title: "Why arabica, and why less of it",
      text: "Coffee is among the most studied foods. Large cohort studies associate moderate intake with long-term health, while too much caffeine brings jitters and a crash. We use enough arabica for flavour and a clean lift, then let the functional ingredients carry the focus.",
      bullets: [
        "Grown at altitude, where slower ripening builds flavour",
        "Certified organic, with no synthetic pesticides",
        "Medium roast keeps more chlorogenic acids than dark",
        "Tested for mould and heavy metals in every lot",
      ],
    },
  },
  "lions-mane": {
    slug: "lions-mane",
    name: "Lion's Mane",
    image: image("lions-mane", "A white, shaggy Lion's Mane mushroom hanging from a branch"),
    tags: ["Focus", "Memory", "Nerve health"],
    origin: "Fruiting bodies, organically grown",
    dosage: "500mg per serving",
    hero: {
      eyebrow: "The focus mushroom",
      title: "Lion's Mane",
      intro:
        "Hericium erinaceus, the shaggy white mushroom prized for the mind. Its compounds support nerve growth factor, which helps keep brain cells healthy and connected.",
    },
    benefits: [
      {
        title: "Clearer focus",
        text: "Supports concentration and mental clarity, so deep work feels easier to start and to keep.",
      },
      {
        title: "Memory support",
        text: "Studied for its effect on memory and recall, especially in adults over fifty.",
      },
      { title: "Calmer mood", text: "Early research links Lion's Mane to lower feelings of anxiety and low mood." },
    ],
    focusAreas: [
      { title: "Cognitive function", text: "Attention, processing and working memory." },
      { title: "Neuroplasticity", text: "Hericenones and erinacines support nerve growth factor." },
      { title: "Nervous system", text: "Nourishes the myelin that insulates nerve fibres." },
      { title: "Emotional balance", text: "A steadier, less reactive mood through the day." },
    ],
    science: {
      title: "What the research says",
      text: "Lion's Mane is the most researched mushroom for the brain. Its hericenones (in the fruiting body) and erinacines stimulate nerve growth factor, a protein that helps neurons grow and repair. Human trials have measured gains in cognitive scores and mood over several weeks of daily use.",
      bullets: [
        "Fruiting-body extract, 8:1, standardised for beta-glucans",
        "Supports nerve growth factor (NGF) production",
        "Cognitive improvements seen in placebo-controlled trials",
        "Effects build over 2-4 weeks of daily use",
      ],
    },
  },
  chaga: {
    slug: "chaga",
    name: "Chaga",
    image: image("chaga", "A broken chunk of chaga, black outside and amber inside"),
    tags: ["Immunity", "Antioxidants"],
    origin: "Wild birch forests, Northern hemisphere",
    dosage: "300mg per serving",
    hero: {
      eyebrow: "The guardian",
      title: "Chaga",
      intro:
        "Inonotus obliquus grows slowly on birch trees through cold northern winters. Its dark crust and amber core are dense with antioxidants and immune-supporting beta-glucans.",
    },
    benefits: [
      {
        title: "Immune support",
        text: "Beta-glucans help the immune system respond in balance, neither sluggish nor overreactive.",
      },
      {
        title: "Antioxidant power",
        text: "Among the highest antioxidant scores of any natural food, to meet the oxidative stress of busy days.",
      },
      {
        title: "Gut and skin",
        text: "Traditionally used for digestion; its melanin supports the skin's own defences.",
      },
    ],
    focusAreas: [
      { title: "Immune balance", text: "Beta-glucans that train innate immunity." },
      { title: "Cellular protection", text: "Polyphenols and melanin that neutralise free radicals." },
      { title: "Inflammation", text: "Helps keep everyday inflammation in check." },
      { title: "Long-term vitality", text: "A daily foundation rather than a quick fix." },
    ],
    science: {
      title: "What the research says",
      text: "Chaga's sclerotium concentrates compounds from the birch it grows on, including betulinic acid, alongside polysaccharides and polyphenols. Laboratory and animal studies show strong antioxidant and immune-modulating activity; human research is still early, which is why we use it as a supporting, not a headline, ingredient.",
      bullets: [
        "Sclerotium extract from sustainably wild-harvested chaga",
        "Rich in polysaccharides, polyphenols and betulinic acid",
        "Strong antioxidant activity in laboratory studies",
        "Effects are gradual and build with daily use",
      ],
    },
  },
  cordyceps: {
    slug: "cordyceps",
    name: "Cordyceps",
    image: image("cordyceps", "Slender orange Cordyceps militaris fruiting bodies"),
    tags: ["Energy", "Endurance", "Oxygen use"],
    origin: "Cordyceps militaris, cultivated fruiting bodies",
    dosage: "400mg per serving",
    hero: {
      eyebrow: "The energiser",
      title: "Cordyceps",
      intro:
        "Cordyceps militaris, the bright orange mushroom long used for stamina. It supports the body's own energy production, so your lift comes from within, not only from caffeine.",
    },
    benefits: [
      {
        title: "Natural energy",
        text: "Supports ATP, the molecule your cells use as fuel, for energy that feels even.",
      },
      { title: "Endurance", text: "Studied for better oxygen use and exercise tolerance." },
      { title: "Faster recovery", text: "Helps the body bounce back after physical and mental effort." },
    ],
    focusAreas: [
      { title: "Cellular energy", text: "Cordycepin and adenosine support ATP production." },
      { title: "Oxygen uptake", text: "Better VO2 max in several small trials." },
      { title: "Stamina", text: "Sustained output for long days and workouts." },
      { title: "Recovery", text: "Less fatigue after hard efforts." },
    ],
    science: {
      title: "What the research says",
      text: "Cordyceps militaris is rich in cordycepin, a compound that resembles adenosine and takes part in cellular energy. Trials in healthy adults have reported improved oxygen uptake and time to exhaustion after a few weeks. We use cultivated fruiting bodies for a clean, consistent extract.",
      bullets: [
        "Fruiting-body extract, 4:1, grown without grain filler",
        "Contains cordycepin and adenosine",
        "Improved VO2 max and endurance in human trials",
        "Felt within 20-30 minutes, lasting 6-8 hours",
      ],
    },
  },
  "l-theanine": {
    slug: "l-theanine",
    name: "L-Theanine",
    image: image("l-theanine", "A green tea sprig with a bud and two leaves"),
    tags: ["Calm", "Focus", "No jitters"],
    origin: "Green tea leaves, Camellia sinensis",
    dosage: "100mg per serving",
    hero: {
      eyebrow: "The calm in the focus",
      title: "L-Theanine",
      intro:
        "An amino acid found in green tea, L-Theanine is why a cup of matcha feels alert but serene. Paired with caffeine, it smooths the edges: focus without the jitters.",
    },
    benefits: [
      { title: "Calm alertness", text: "Promotes alpha brain waves, the state of relaxed, wakeful attention." },
      { title: "No jitters", text: "Takes the edge off caffeine, so you feel clear rather than wired." },
      { title: "Better attention", text: "With caffeine, improves accuracy and speed on demanding tasks." },
    ],
    focusAreas: [
      { title: "Alpha waves", text: "Relaxed, focused brain activity within about 30-40 minutes." },
      { title: "Stress response", text: "Lower heart rate and cortisol under pressure." },
      { title: "Attention", text: "Fewer distractions and fewer errors on task switching." },
      { title: "Sleep quality", text: "Calm days support restful nights." },
    ],
    science: {
      title: "What the research says",
      text: "L-Theanine crosses the blood-brain barrier and influences GABA, serotonin and dopamine. Controlled studies show that L-Theanine with caffeine improves attention and reduces distraction more than caffeine alone, while lowering caffeine's jittery side effects.",
      bullets: [
        "Naturally occurring amino acid from tea",
        "Increases alpha brain-wave activity",
        "With caffeine, better attention than caffeine alone",
        "Non-drowsy and suitable for daily use",
      ],
    },
  },
  cacao: {
    slug: "cacao",
    name: "Cacao",
    image: image("cacao", "A ripe red cacao pod with two cacao beans"),
    tags: ["Mood", "Flavanols"],
    origin: "Fine-flavour cacao, Peru",
    dosage: "Raw cacao, for depth and mood",
    hero: {
      eyebrow: "The mood lifter",
      title: "Cacao",
      intro:
        "Raw, minimally processed cacao adds a dark, rounded note to the chai and brings its own gentle lift from theobromine and flavanols.",
    },
    benefits: [
      { title: "Brighter mood", text: "Theobromine and phenylethylamine give a soft, feel-good lift." },
      { title: "Blood flow", text: "Cocoa flavanols support healthy circulation, including to the brain." },
      { title: "Minerals", text: "A natural source of magnesium and iron." },
    ],
    focusAreas: [
      { title: "Mood", text: "A warm, steady sense of wellbeing." },
      { title: "Circulation", text: "Flavanols help blood vessels relax." },
      { title: "Gentle energy", text: "Theobromine lifts longer and softer than caffeine." },
      { title: "Flavour", text: "Dark chocolate depth that rounds out the spices." },
    ],
    science: {
      title: "What the research says",
      text: "Cocoa flavanols are well studied for vascular health: they support nitric oxide, which helps blood vessels widen. Several trials link flavanol-rich cocoa to better performance on attention tasks, and theobromine adds a mild, lasting lift.",
      bullets: [
        "Minimally processed to keep flavanols",
        "Theobromine: a gentle, longer-lasting stimulant",
        "Flavanols support blood flow to the brain",
        "Source of magnesium for muscles and nerves",
      ],
    },
  },
  cinnamon: {
    slug: "cinnamon",
    name: "Cinnamon",
    image: image("cinnamon", "Three cinnamon quills and a star anise"),
    tags: ["Blood sugar", "Warming"],
    origin: "Ceylon cinnamon, Sri Lanka",
    dosage: "True Ceylon cinnamon, in every scoop",
    hero: {
      eyebrow: "The chai",
      title: "Cinnamon",
      intro:
        "True Ceylon cinnamon gives NAVA Focus its warm chai character, and helps keep energy even by supporting healthy blood sugar.",
    },
    benefits: [
      { title: "Steady blood sugar", text: "Supports insulin sensitivity, so energy stays level after breakfast." },
      { title: "Warming comfort", text: "The spice of chai: sweet, woody and soothing, with no added sugar." },
      { title: "Antioxidants", text: "Rich in polyphenols that protect against oxidative stress." },
    ],
    focusAreas: [
      { title: "Glucose balance", text: "Fewer spikes and dips through the morning." },
      { title: "Digestion", text: "A traditional warming spice for the gut." },
      { title: "Cellular protection", text: "Polyphenols with antioxidant activity." },
      { title: "Natural sweetness", text: "Flavour that needs no sugar." },
    ],
    science: {
      title: "What the research says",
      text: "Cinnamon's polyphenols have been studied for their effect on glucose metabolism, with meta-analyses reporting modest improvements in fasting blood sugar. We use Ceylon rather than cassia cinnamon because it is far lower in coumarin, which makes it the better choice for daily use.",
      bullets: [
        "Ceylon cinnamon, low in coumarin",
        "Supports healthy blood-sugar response",
        "Rich in cinnamaldehyde and polyphenols",
        "Sweet flavour with no added sugar",
      ],
    },
  },
  "coconut-milk": {
    slug: "coconut-milk",
    name: "Coconut Milk",
    image: image("coconut-milk", "Half a coconut filled with coconut milk"),
    tags: ["Creamy", "Dairy-free"],
    origin: "Organic coconuts, Philippines",
    dosage: "Coconut milk powder, creamy and dairy-free",
    hero: {
      eyebrow: "The creaminess",
      title: "Coconut Milk",
      intro:
        "Organic coconut milk powder makes every cup smooth and latte-like with just hot water. No dairy, no creamer, no fuss.",
    },
    benefits: [
      { title: "Latte texture", text: "A creamy, rounded body with only hot water." },
      { title: "Dairy-free", text: "Suits vegan and lactose-free mornings." },
      { title: "Satisfying", text: "Natural fats help the cup feel like a small breakfast." },
    ],
    focusAreas: [
      { title: "Texture", text: "Silky mouthfeel without a creamer." },
      { title: "Satiety", text: "Keeps you comfortably full longer." },
      { title: "Gentle digestion", text: "Free from lactose and dairy proteins." },
      { title: "Flavour carrier", text: "Fat carries the aroma of the chai spices." },
    ],
    science: {
      title: "Why coconut milk",
      text: "Coconut milk contains medium-chain fats, which the body absorbs and uses quickly. Fats also carry flavour compounds, which is why spices taste fuller in a creamy drink. It lets NAVA Focus taste like a chai latte without milk or added oils.",
      bullets: [
        "Organic coconut milk powder",
        "Naturally lactose-free and vegan",
        "Contains medium-chain fats",
        "Makes a latte with only 8-12oz of hot water",
      ],
    },
  },
  "mct-oil": {
    slug: "mct-oil",
    name: "MCT Oil",
    image: image("mct-oil", "A golden drop of MCT oil"),
    tags: ["Brain fuel", "Sustained energy"],
    origin: "Coconut-derived, organic",
    dosage: "MCT oil powder, fast brain fuel",
    hero: {
      eyebrow: "The brain fuel",
      title: "MCT Oil",
      intro:
        "Medium-chain triglycerides from coconut are turned into ketones quickly, a clean fuel the brain uses readily. They help the lift from NAVA Focus last.",
    },
    benefits: [
      { title: "Fast fuel", text: "Absorbed quickly and converted to ketones for the brain." },
      { title: "Longer energy", text: "Helps smooth the curve of caffeine for a longer, even lift." },
      { title: "Fuller for longer", text: "Supports satiety, so mid-morning cravings ease." },
    ],
    focusAreas: [
      { title: "Ketones", text: "An alternative fuel for brain cells." },
      { title: "Steady energy", text: "No sugar, no spike." },
      { title: "Appetite", text: "Helps you stay satisfied until lunch." },
      { title: "Absorption", text: "Fat helps the body take up fat-soluble compounds." },
    ],
    science: {
      title: "What the research says",
      text: "Unlike long-chain fats, MCTs travel straight to the liver, where they are quickly turned into ketones. Studies show MCTs raise blood ketones within hours and can support satiety. In powder form they mix easily and are gentle on the stomach.",
      bullets: [
        "Caprylic (C8) and capric (C10) acids from coconut",
        "Quickly converted to ketones",
        "Supports satiety and steady energy",
        "Powdered for easy mixing",
      ],
    },
  },
  caffeine: {
    slug: "caffeine",
    name: "Caffeine",
    image: image("caffeine", "The caffeine molecule, drawn as rings of atoms"),
    tags: ["Alertness", "Performance"],
    origin: "Naturally present in organic arabica",
    dosage: "Natural caffeine, less than a cup of coffee",
    hero: {
      eyebrow: "The lift",
      title: "Caffeine",
      intro:
        "The world's favourite alertness compound, in a gentler amount than a regular cup of coffee and balanced by L-Theanine and adaptogenic mushrooms.",
    },
    benefits: [
      { title: "Alertness", text: "Blocks adenosine so you feel awake and ready." },
      { title: "Performance", text: "Improves reaction time and physical output." },
      { title: "Balanced, not wired", text: "Paired with L-Theanine for calm, clear energy with no crash." },
    ],
    focusAreas: [
      { title: "Wakefulness", text: "Holds off the build-up of sleep pressure." },
      { title: "Reaction time", text: "Quicker responses on demanding tasks." },
      { title: "Mood", text: "Supports dopamine for motivation." },
      { title: "Endurance", text: "Lowers perceived effort during exercise." },
    ],
    science: {
      title: "What the research says",
      text: "Caffeine is the most widely studied psychoactive compound. It works by blocking adenosine receptors, and moderate doses reliably improve alertness and attention. Larger doses bring anxiety and a crash; that is why NAVA Focus uses less of it and pairs it with L-Theanine.",
      bullets: [
        "Natural caffeine from organic arabica coffee",
        "Felt in about 30-45 minutes",
        "With L-Theanine: better focus, fewer jitters",
        "Less than a regular cup of coffee",
      ],
    },
  },
};

/** The home page's ingredient cards, in the spec's order. */
export const homeIngredients: Ingredient[] = homeIngredientSlugs.map((slug) => ingredients[slug]);

/** The labels of every ingredient page. */
export const ingredientPageCopy = {
  back: "Back to Home",
  dosageLabel: "Dose",
  originLabel: "Origin",
  benefitsEyebrow: "Benefits",
  /** {name} is the ingredient's name. */
  benefitsTitle: "Why {name} is in your cup",
  focusEyebrow: "Key focus areas",
  focusTitle: "Where it works",
  scienceEyebrow: "Science-backed",
  cta: {
    title: "Taste it in NAVA Focus",
    text: "Lion's Mane, Cordyceps and Chaga with organic arabica and cinnamon chai, in one warm cup.",
    button: "Shop NAVA Focus",
  },
} as const;
