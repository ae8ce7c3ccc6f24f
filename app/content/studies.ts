// The Science page: research stats, the six mushroom profiles with their clinical studies,
// and the quality-assurance grid. Doses, extracts and timings are the spec's constants.

export interface ClinicalStudy {
  title: string;
  /** A head count, or the text 'In vitro' for lab studies. */
  participants: number | "In vitro";
  duration: string;
  result: string;
  journal: string;
  year: number;
  /** The study on PubMed. */
  link: string;
}

export interface IngredientProfile {
  id: string;
  name: string;
  scientificName: string;
  emoji: string;
  dose: string;
  extract: { ratio: string; part: string };
  activeCompounds: string[];
  primaryBenefits: string[];
  mechanisms: string[];
  clinicalStudies: ClinicalStudy[];
  timeToEffect: string;
  duration: string;
  safetyProfile: string;
  /** Tailwind gradient stops for the profile's badge. */
  gradient: string;
}

const pubmed = (title: string) => `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(title)}`;

export const studiesHero = {
  backLabel: "Back to Home",
  eyebrow: "The Science",
  title: "Backed by research, dosed with intent",
  intro:
    "Every mushroom in NAVA is chosen for what the literature shows, extracted from the part of the plant that carries the active compounds, and dosed at the levels studied.",
} as const;

export const profilesSection = {
  eyebrow: "Ingredient profiles",
  title: "Six mushrooms, one clear mind",
  intro: "Open a profile to see its dose, extract, active compounds, how it works and the studies behind it.",
} as const;

export const ingredientProfiles: IngredientProfile[] = [
  {
    id: "lions-mane",
    name: "Lion's Mane",
    scientificName: "Hericium erinaceus",
    emoji: "🧠",
    dose: "500mg",
    extract: { ratio: "8:1", part: "fruiting body" },
    activeCompounds: ["Hericenones", "Erinacines", "Beta-glucans"],
    primaryBenefits: ["Focus and mental clarity", "Memory support", "Calm, steady mood"],
    mechanisms: [
      "Hericenones and erinacines stimulate nerve growth factor (NGF) synthesis",
      "Supports myelin sheath maintenance and neuroplasticity",
      "Modulates neuroinflammation in the brain",
    ],
    clinicalStudies: [
      {
        title: "Improving effects of the mushroom Yamabushitake (Hericium erinaceus) on mild cognitive impairment",
        participants: 30,
        duration: "16 weeks",
        result: "Cognitive function scores rose significantly over placebo during intake.",
        journal: "Phytotherapy Research",
        year: 2009,
        link: pubmed(
          "Improving effects of the mushroom Yamabushitake (Hericium erinaceus) on mild cognitive impairment",
        ),
      },
      {
        title: "Reduction of depression and anxiety by 4 weeks Hericium erinaceus intake",
        participants: 30,
        duration: "4 weeks",
        result: "Lower scores for irritation and anxiety than placebo.",
        journal: "Biomedical Research",
        year: 2010,
        link: pubmed("Reduction of depression and anxiety by 4 weeks Hericium erinaceus intake"),
      },
      {
        title:
          "The acute and chronic effects of Lion's Mane mushroom supplementation on cognitive function, stress and mood in young adults",
        participants: 41,
        duration: "28 days",
        result: "Faster performance on a cognitive task within 60 minutes of a single dose.",
        journal: "Nutrients",
        year: 2023,
        link: pubmed(
          "acute and chronic effects of Lion's Mane mushroom supplementation on cognitive function, stress and mood in young adults",
        ),
      },
    ],
    timeToEffect: "30-45 minutes",
    duration: "4-6 hours",
    safetyProfile:
      "Well tolerated in human trials; rare, mild digestive discomfort. Avoid with a known mushroom allergy.",
    gradient: "from-chai-300 to-chai-500",
  },
  {
    id: "cordyceps-militaris",
    name: "Cordyceps Militaris",
    scientificName: "Cordyceps militaris",
    emoji: "⚡",
    dose: "400mg",
    extract: { ratio: "4:1", part: "fruiting body" },
    activeCompounds: ["Cordycepin", "Adenosine", "Polysaccharides"],
    primaryBenefits: ["Clean, sustained energy", "Exercise tolerance", "Oxygen use"],
    mechanisms: [
      "Cordycepin supports cellular ATP production",
      "Improves oxygen uptake and utilisation during effort",
      "Supports healthy lactate clearance",
    ],
    clinicalStudies: [
      {
        title:
          "Cordyceps militaris improves tolerance to high-intensity exercise after acute and chronic supplementation",
        participants: 28,
        duration: "3 weeks",
        result: "Higher VO2max and longer time to exhaustion after three weeks.",
        journal: "Journal of Dietary Supplements",
        year: 2017,
        link: pubmed(
          "Cordyceps militaris improves tolerance to high-intensity exercise after acute and chronic supplementation",
        ),
      },
      {
        title: "Cordyceps militaris enhances cell-mediated immunity in healthy Korean men",
        participants: 79,
        duration: "4 weeks",
        result: "Greater natural killer cell activity and lymphocyte proliferation than placebo.",
        journal: "Journal of Medicinal Food",
        year: 2015,
        link: pubmed("Cordyceps militaris enhances cell-mediated immunity in healthy Korean men"),
      },
    ],
    timeToEffect: "20-30 minutes",
    duration: "6-8 hours",
    safetyProfile:
      "Well tolerated at studied doses. Ask your doctor first if you take blood thinners or have an autoimmune condition.",
    gradient: "from-chai-400 to-berry-600",
  },
  {
    id: "reishi",
    name: "Reishi",
    scientificName: "Ganoderma lucidum",
    emoji: "🌙",
    dose: "300mg",
    extract: { ratio: "10:1", part: "fruiting body" },
    activeCompounds: ["Triterpenes (ganoderic acids)", "Beta-glucans", "Polysaccharides"],
    primaryBenefits: ["Stress resilience", "Restful sleep", "Immune balance"],
    mechanisms: [
      "Triterpenes modulate the body's stress response (HPA axis)",
      "Polysaccharides balance innate and adaptive immunity",
      "Supports GABA signalling for a calm state",
    ],
    clinicalStudies: [
      {
        title:
          "A randomized, double-blind and placebo-controlled study of a Ganoderma lucidum polysaccharide extract in neurasthenia",
        participants: 132,
        duration: "8 weeks",
        result: "Less fatigue and a better sense of well-being than placebo.",
        journal: "Journal of Medicinal Food",
        year: 2005,
        link: pubmed(
          "randomized, double-blind and placebo-controlled study of a Ganoderma lucidum polysaccharide extract in neurasthenia",
        ),
      },
      {
        title:
          "Effects of ganopoly (a Ganoderma lucidum polysaccharide extract) on the immune functions in advanced-stage cancer patients",
        participants: 34,
        duration: "12 weeks",
        result: "Raised markers of immune response, including natural killer cell activity.",
        journal: "Immunological Investigations",
        year: 2003,
        link: pubmed(
          "Effects of ganopoly (a Ganoderma lucidum polysaccharide extract) on the immune functions in advanced-stage cancer patients",
        ),
      },
    ],
    timeToEffect: "45-60 minutes",
    duration: "8-12 hours",
    safetyProfile:
      "Generally well tolerated. Not advised before surgery or with blood-pressure or blood-thinning medication without medical advice.",
    gradient: "from-berry-600 to-espresso-800",
  },
  {
    id: "chaga",
    name: "Chaga",
    scientificName: "Inonotus obliquus",
    emoji: "🛡️",
    dose: "200mg",
    extract: { ratio: "20:1", part: "sclerotium" },
    activeCompounds: ["Betulinic acid", "Melanin", "Polyphenols", "Beta-glucans"],
    primaryBenefits: ["Antioxidant protection", "Immune support", "Healthy inflammation response"],
    mechanisms: [
      "Polyphenols and melanin neutralise free radicals",
      "Protects cellular DNA from oxidative damage",
      "Beta-glucans prime innate immune cells",
    ],
    clinicalStudies: [
      {
        title: "Chaga mushroom extract inhibits oxidative DNA damage in human lymphocytes as assessed by comet assay",
        participants: "In vitro",
        duration: "Laboratory study",
        result: "Pre-treatment with the extract cut oxidative DNA damage in human cells by more than 40%.",
        journal: "BioFactors",
        year: 2004,
        link: pubmed(
          "Chaga mushroom extract inhibits oxidative DNA damage in human lymphocytes as assessed by comet assay",
        ),
      },
      {
        title: "Anti-inflammatory activity of Inonotus obliquus extract in macrophages",
        participants: "In vitro",
        duration: "Laboratory study",
        result: "The extract lowered inflammatory signalling (nitric oxide, prostaglandin E2) in immune cells.",
        journal: "Journal of Ethnopharmacology",
        year: 2005,
        link: pubmed("Inonotus obliquus anti-inflammatory macrophages Journal of Ethnopharmacology"),
      },
    ],
    timeToEffect: "60-90 minutes",
    duration: "12+ hours",
    safetyProfile:
      "Well tolerated as an extract. High in oxalates: take advice if you have kidney concerns or take diabetes medication.",
    gradient: "from-espresso-700 to-espresso-950",
  },
  {
    id: "turkey-tail",
    name: "Turkey Tail",
    scientificName: "Trametes versicolor",
    emoji: "🦃",
    dose: "150mg",
    extract: { ratio: "8:1", part: "fruiting body" },
    activeCompounds: ["PSK (polysaccharide-K)", "PSP (polysaccharopeptide)", "Beta-glucans"],
    primaryBenefits: ["Gut health", "Immune resilience", "Prebiotic support"],
    mechanisms: [
      "Polysaccharopeptides feed beneficial gut bacteria",
      "Activates T cells and natural killer cells",
      "Supports the gut lining, where most immune tissue sits",
    ],
    clinicalStudies: [
      {
        title: "Phase 1 clinical trial of Trametes versicolor in women with breast cancer",
        participants: 9,
        duration: "6 weeks",
        result: "Well tolerated, with a dose-related rise in immune cell counts.",
        journal: "ISRN Oncology",
        year: 2012,
        link: pubmed("Phase 1 Clinical Trial of Trametes versicolor in Women with Breast Cancer"),
      },
      {
        title:
          "Effects of polysaccharopeptide from Trametes versicolor and amoxicillin on the gut microbiome of healthy volunteers",
        participants: 24,
        duration: "14 days",
        result: "Shifted the gut microbiome towards beneficial bacteria, acting as a prebiotic.",
        journal: "Gut Microbes",
        year: 2014,
        link: pubmed(
          "Effects of polysaccharopeptide from Trametes versicolor and amoxicillin on the gut microbiome of healthy volunteers",
        ),
      },
    ],
    timeToEffect: "2-4 hours",
    duration: "24+ hours",
    safetyProfile:
      "Very well tolerated, including in long-term clinical use; occasional mild bloating in the first days.",
    gradient: "from-sage-500 to-sage-700",
  },
  {
    id: "shiitake",
    name: "Shiitake",
    scientificName: "Lentinula edodes",
    emoji: "🍄",
    dose: "100mg",
    extract: { ratio: "4:1", part: "fruiting body" },
    activeCompounds: ["Lentinan", "Eritadenine", "Ergothioneine"],
    primaryBenefits: ["Daily immune support", "Heart health", "Cellular protection"],
    mechanisms: [
      "Lentinan, a beta-glucan, activates immune cells",
      "Eritadenine supports healthy cholesterol metabolism",
      "Ergothioneine protects cells as an antioxidant",
    ],
    clinicalStudies: [
      {
        title: "Consuming Lentinula edodes (Shiitake) mushrooms daily improves human immunity",
        participants: 52,
        duration: "4 weeks",
        result: "Better gamma-delta T cell and NK-T cell function, with lower inflammatory markers.",
        journal: "Journal of the American College of Nutrition",
        year: 2015,
        link: pubmed("Consuming Lentinula edodes (Shiitake) Mushrooms Daily Improves Human Immunity"),
      },
      {
        title:
          "Supplementation with a soluble beta-glucan exported from Shiitake medicinal mushroom mycelium in healthy elderly",
        participants: 62,
        duration: "6 weeks",
        result: "Well tolerated, with fewer days of upper respiratory symptoms than placebo.",
        journal: "International Journal of Medicinal Mushrooms",
        year: 2011,
        link: pubmed(
          "soluble beta-glucan exported from Shiitake medicinal mushroom Lentinus edodes mycelium healthy elderly",
        ),
      },
    ],
    timeToEffect: "1-2 hours",
    duration: "6-8 hours",
    safetyProfile:
      "Safe as a cooked food and as an extract; a rare skin sensitivity to raw shiitake does not apply to extracts.",
    gradient: "from-chai-500 to-chai-700",
  },
];

/** Counted from the studies this page cites, so the figures cannot drift from the list below them. */
export const researchStats = (() => {
  const studies = ingredientProfiles.flatMap((p) => p.clinicalStudies);
  const people = studies.reduce((n, s) => n + (typeof s.participants === "number" ? s.participants : 0), 0);
  const journals = new Set(studies.map((s) => s.journal)).size;
  return [
    { value: String(studies.length), label: "Studies cited" },
    { value: people.toLocaleString("en-US"), label: "Participants in them" },
    { value: String(journals), label: "Journals" },
    { value: String(ingredientProfiles.length), label: "Mushrooms profiled" },
  ];
})();

export const profileLabels = {
  dose: "Dose",
  extract: "Extract",
  timeToEffect: "Time to effect",
  duration: "Duration",
  activeCompounds: "Active compounds",
  primaryBenefits: "Primary benefits",
  mechanisms: "How it works",
  safetyProfile: "Safety profile",
  clinicalStudies: "Clinical studies",
  participants: "Participants",
  studyDuration: "Duration",
  viewStudy: "View on PubMed",
} as const;

export const qualitySection = {
  eyebrow: "Quality assurance",
  title: "Tested at every step",
  intro: "What goes into every bag is checked before, during and after it is made.",
} as const;

export const qualityAssurance = [
  {
    id: "lab-testing",
    title: "Third-Party Lab Testing",
    text: "Independent labs test every batch for potency, heavy metals, pesticides and microbes.",
  },
  {
    id: "cgmp",
    title: "cGMP Manufacturing",
    text: "Made in a facility that follows current Good Manufacturing Practice, audited every year.",
  },
  {
    id: "coa",
    title: "Certificates of Analysis",
    text: "A certificate of analysis for each lot, so you can see what the lab measured.",
  },
  {
    id: "standardized",
    title: "Standardized Extracts",
    text: "Extracts standardized for beta-glucans and active compounds, not fillers or mycelium on grain.",
  },
  {
    id: "organic",
    title: "Organic Certification",
    text: "Certified organic mushrooms and coffee, grown without synthetic pesticides.",
  },
  {
    id: "stability",
    title: "Stability Testing",
    text: "Shelf-life testing confirms the actives hold their strength until the last serving.",
  },
] as const;

export const studiesCta = {
  title: "Feel the research for yourself",
  text: "Six studied mushrooms at clinical doses, in one simple daily ritual.",
  primary: { label: "Shop NAVA Gummies", to: "/product" },
  secondary: { label: "Learn More", to: "/about" },
} as const;

/** "12 participants", or "In vitro" for lab studies. */
export function participantsLabel(study: ClinicalStudy): string {
  return study.participants === "In vitro" ? "In vitro" : `${study.participants.toLocaleString("en-US")} participants`;
}
