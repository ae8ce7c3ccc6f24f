// Holds the site's constants to the spec: a change to any of these is a change to the product.
import { describe, expect, it } from "vitest";
import { ambassadorBenefits, ambassadorRequirements, ambassadorSteps } from "./ambassador";
import { faqDoses, faqIngredients, faqsFor, FAQ_CATEGORIES, parseFaqCategory, serving } from "./faq";
import { productDefinition } from "./product";
import { ingredientProfiles, qualityAssurance, researchStats } from "./studies";
import { allocationTokens, compactTokens, distribution, revenueFlow, teamVesting, TOTAL_SUPPLY } from "./tokenomics";

const faqs = faqsFor("10%");

const byName = (name: string) => {
  const p = ingredientProfiles.find((x) => x.name === name);
  if (!p) throw new Error(`no profile ${name}`);
  return p;
};

describe("product", () => {
  it("prices are 3900 subscribe and 4900 one-time cents, with 10000 NPX per bag", () => {
    expect(productDefinition.subscribePriceCents).toBe(3900);
    expect(productDefinition.oneTimePriceCents).toBe(4900);
    expect(productDefinition.npxReward).toBe(10000);
  });
});

describe("studies", () => {
  it("counts the research stats from the studies the page cites (issue 35: no figure nobody counts)", () => {
    const studies = ingredientProfiles.flatMap((p) => p.clinicalStudies);
    expect(researchStats.map((s) => s.label)).toEqual([
      "Studies cited",
      "Participants in them",
      "Journals",
      "Mushrooms profiled",
    ]);
    expect(researchStats[0]!.value).toBe(String(studies.length));
    expect(researchStats[3]!.value).toBe("6");
    for (const s of researchStats) expect(s.value).toMatch(/^[\d,]+$/);
  });

  it.each([
    ["Lion's Mane", "500mg", "8:1", "fruiting body", "30-45 minutes", "4-6 hours"],
    ["Cordyceps Militaris", "400mg", "4:1", "fruiting body", "20-30 minutes", "6-8 hours"],
    ["Reishi", "300mg", "10:1", "fruiting body", "45-60 minutes", "8-12 hours"],
    ["Chaga", "200mg", "20:1", "sclerotium", "60-90 minutes", "12+ hours"],
    ["Turkey Tail", "150mg", "8:1", "fruiting body", "2-4 hours", "24+ hours"],
    ["Shiitake", "100mg", "4:1", "fruiting body", "1-2 hours", "6-8 hours"],
  ])("%s: %s, %s %s, effect in %s for %s", (name, dose, ratio, part, timeToEffect, duration) => {
    const p = byName(name);
    expect(p.dose).toBe(dose);
    expect(p.extract).toEqual({ ratio, part });
    expect(p.timeToEffect).toBe(timeToEffect);
    expect(p.duration).toBe(duration);
  });

  it("has exactly the six profiles, in the spec's order, each complete", () => {
    expect(ingredientProfiles.map((p) => p.name)).toEqual([
      "Lion's Mane",
      "Cordyceps Militaris",
      "Reishi",
      "Chaga",
      "Turkey Tail",
      "Shiitake",
    ]);
    for (const p of ingredientProfiles) {
      expect(p.scientificName, p.name).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
      expect(p.emoji, p.name).not.toBe("");
      expect(p.activeCompounds.length, p.name).toBeGreaterThan(0);
      expect(p.primaryBenefits.length, p.name).toBeGreaterThan(0);
      expect(p.mechanisms.length, p.name).toBeGreaterThan(0);
      expect(p.safetyProfile.length, p.name).toBeGreaterThan(20);
      expect(p.gradient, p.name).toMatch(/^from-\S+ to-\S+$/);
      expect(p.clinicalStudies.length, p.name).toBeGreaterThan(0);
    }
  });

  it("every study has a participant count or 'In vitro', a year, and a PubMed link", () => {
    for (const s of ingredientProfiles.flatMap((p) => p.clinicalStudies)) {
      expect(s.participants === "In vitro" || (Number.isInteger(s.participants) && s.participants > 0), s.title).toBe(
        true,
      );
      expect(s.year, s.title).toBeGreaterThanOrEqual(1990);
      expect(s.year, s.title).toBeLessThanOrEqual(2026);
      expect(s.link, s.title).toMatch(/^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//);
      expect(() => new URL(s.link)).not.toThrow();
    }
  });

  it("has the six quality-assurance items", () => {
    expect(qualityAssurance.map((q) => q.title)).toEqual([
      "Third-Party Lab Testing",
      "cGMP Manufacturing",
      "Certificates of Analysis",
      "Standardized Extracts",
      "Organic Certification",
      "Stability Testing",
    ]);
  });
});

describe("faq", () => {
  const answers = Object.values(faqs)
    .flat()
    .map((f) => f.a);
  const anyAnswer = (text: string) => answers.some((a) => a.includes(text));

  it("has the five categories, each with questions", () => {
    expect(FAQ_CATEGORIES).toEqual(["product", "ingredients", "usage", "safety", "web3"]);
    for (const c of FAQ_CATEGORIES) expect(faqs[c].length, c).toBeGreaterThanOrEqual(3);
  });

  it("carries the serving and timing constants", () => {
    expect(serving).toMatchObject({
      servingsPerBag: 30,
      waterOz: "8-12oz",
      effectsIn: "30-45 minutes",
      lasting: "1-2 hours",
      longTerm: "2-4 weeks",
      sideEffectsResolve: "3-5 days",
    });
    for (const text of [
      "30 servings",
      "8-12oz",
      "30-45 minutes",
      "1-2 hours",
      "2-4 weeks",
      "3-5 days",
      "up to two",
      "half a serving",
    ]) {
      expect(anyAnswer(text), text).toBe(true);
    }
  });

  it("gives both dose readings: Chaga at 300mg in the ingredient list, Reishi at 300mg in the dose answer", () => {
    expect(faqIngredients.base).toEqual(["organic arabica", "cinnamon", "coconut milk powder", "MCT oil"]);
    expect(
      anyAnswer(
        "Organic arabica, cinnamon, coconut milk powder and MCT oil, with 500mg Lion's Mane, 400mg Cordyceps and 300mg Chaga",
      ),
    ).toBe(true);
    expect(faqDoses.find((d) => d.name === "Reishi")?.dose).toBe("300mg");
    expect(anyAnswer("500mg Lion's Mane, 400mg Cordyceps and 300mg Reishi")).toBe(true);
  });

  it("states prices and rewards from the catalog", () => {
    expect(anyAnswer("$39")).toBe(true);
    expect(anyAnswer("$49")).toBe(true);
    expect(anyAnswer("10,000 NPX")).toBe(true);
  });

  it("reads a tab from the URL, falling back to Product Info", () => {
    expect(parseFaqCategory("web3")).toBe("web3");
    expect(parseFaqCategory("nope")).toBe("product");
    expect(parseFaqCategory(null)).toBe("product");
    expect(parseFaqCategory("constructor")).toBe("product");
  });
});

describe("tokenomics", () => {
  it("splits the fixed 1B supply as the spec says, summing to 100% and 1B", () => {
    expect(TOTAL_SUPPLY).toBe(1_000_000_000);
    expect(distribution.map((a) => [a.label, a.percent, allocationTokens(a)])).toEqual([
      ["Community and Rewards", 35, 350_000_000],
      ["Protocol Reserve", 20, 200_000_000],
      ["Future Contribution", 17, 170_000_000],
      ["Founders and Team", 16, 160_000_000],
      ["Market Makers", 4, 40_000_000],
      ["Seed", 4, 40_000_000],
      ["Public Sale", 4, 40_000_000],
    ]);
    expect(distribution.reduce((sum, a) => sum + a.percent, 0)).toBe(100);
    expect(distribution.reduce((sum, a) => sum + allocationTokens(a), 0)).toBe(TOTAL_SUPPLY);
    expect(compactTokens(350_000_000)).toBe("350M");
    expect(compactTokens(TOTAL_SUPPLY)).toBe("1B");
  });

  it("locks team tokens 12 months, then vests them linearly over 24", () => {
    expect(teamVesting).toMatchObject({ cliffMonths: 12, linearMonths: 24 });
  });

  it("splits revenue 15 + 10 + 8 + 7 = 40% at 10% back, of which the stated 30% returns to the ecosystem", () => {
    const flow = revenueFlow("10%");
    expect(flow.streams.map((s) => s.percent)).toEqual([15, 10, 8, 7]);
    expect(flow.streams.reduce((sum, s) => sum + s.percent, 0)).toBe(flow.protocolPercent);
    expect(flow.protocolPercent).toBe(40);
    expect(flow.ecosystemPercent).toBe(30);
    expect(flow.streams.filter((s) => s.toEcosystem).reduce((sum, s) => sum + s.percent, 0)).toBe(30);
  });

  it("gives shoppers the store's % back, whatever it is, beside the stated 30%", () => {
    const flow = revenueFlow("12.6%");
    expect(flow.streams.find((s) => s.id === "rewards")).toMatchObject({ percent: 12.6 });
    expect(flow.protocolPercent).toBe(42.6);
    expect(flow.ecosystemPercent).toBe(30);
  });
});

describe("ambassador", () => {
  it("shows the program's stats, benefits and requirements", () => {
    expect(ambassadorBenefits.map((b) => b.title)).toEqual(["Free Product", "Commission up to 25%", "Early Access"]);
    expect(ambassadorRequirements.items.map((r) => `${r.value} ${r.title}`)).toEqual([
      "1K+ Followers",
      "100% Authentic Content",
      "1 Post per Month",
    ]);
    expect(ambassadorSteps.steps.map((s) => s.title)).toEqual([
      "Apply in 2 minutes",
      "Hear back within 24 hours",
      "Create and earn",
    ]);
  });
});
