// @vitest-environment node
/**
 * Figures and strings the About, Services, Products and legal pages derive from the
 * content modules (SPEC §2, §9): counts are computed, claims and labels are verbatim.
 */
import { describe, expect, it } from "vitest";
import { privacySections } from "../../src/content/pages/privacy.ts";
import { termsSections } from "../../src/content/pages/terms.ts";
import { aboutCopy } from "../../src/content/pages/about.ts";
import { servicesCopy } from "../../src/content/pages/services.ts";
import { productsCopy } from "../../src/content/pages/products.ts";
import { products } from "../../src/content/products.ts";
import { services } from "../../src/content/services.ts";

const { mvpFeature } = servicesCopy;
const whyChooseStats = servicesCopy.whyChoose.stats;
import { formatDay, formatLongDate, isoDay } from "../../src/ui/formatDate.ts";
import { splitFigure } from "../../src/pages/products/splitFigure.ts";

describe("products", () => {
  it("the portfolio heading counts the products listed: 5 Products • Growing Portfolio", () => {
    expect(products).toHaveLength(5);
    expect(productsCopy.portfolioHeading).toBe("5 Products • Growing Portfolio");
  });

  it("have the actions of the spec, and only the fleet product has none and a launch date", () => {
    const actions = Object.fromEntries(
      products.map((p) => [p.name, p.actions.map((a) => `${a.label} ${a.kind}`)]),
    );
    expect(actions).toEqual({
      WasteLink: ["Request Demo internal", "Learn More external"],
      Eyeblock: ["Demo internal", "Learn More external"],
      "NeonCard.io": ["Explore Platform external"],
      HelpCyprus: ["Visit Platform external"],
      "Truck Fleet Management": [],
    });
    expect(products.filter((p) => p.launch).map((p) => [p.name, p.launch])).toEqual([
      ["Truck Fleet Management", "Oct 2025"],
    ]);
    for (const action of products.flatMap((p) => p.actions))
      expect(action.href).toMatch(action.kind === "internal" ? /^\/contact$/ : /^https:\/\//);
  });

  it("WasteLink's two claims become large figures, other highlights stay as text", () => {
    const wastelink = products[0];
    expect(wastelink?.name).toBe("WasteLink");
    const figures = (wastelink?.highlights ?? []).flatMap((h) => splitFigure(h) ?? []);
    expect(figures).toEqual([
      { value: "70%", label: "faster approvals" },
      { value: "100%", label: "tracked collections" },
    ]);
    expect(splitFigure("Digital waste transfer notes and plans")).toBeUndefined();
    expect(splitFigure("Live GPS tracking")).toBeUndefined();
  });
});

describe("services", () => {
  it("the Why Choose stats read 10+ Years Experience, 45+ Projects Delivered, 24/7 Support, Global Team", () => {
    expect(whyChooseStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      "10+ Years Experience",
      "45+ Projects Delivered",
      "24/7 Support",
      "Global Team",
    ]);
  });

  it("the featured block's button says Launch Your MVP; the cards are the other two services", () => {
    expect(mvpFeature.ctaLabel).toBe("Launch Your MVP");
    expect(servicesCopy.cardLinkLabel).toBe("Learn More");
    const cards = services.filter((s) => s.slug !== "mvp").map((s) => s.title);
    expect(cards).toEqual(["Product Development", "Digital Transformation"]);
    for (const service of services) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.benefits.length).toBeGreaterThan(40);
    }
  });
});

describe("about", () => {
  it("has the hero badge, three values and three Global Team points of the spec", () => {
    expect(aboutCopy.badge).toBe("10+ Years Experience • Global Excellence");
    expect(aboutCopy.values.map((v) => v.title)).toEqual([
      "Passion",
      "Excellence",
      "Collaboration",
    ]);
    expect(aboutCopy.globalTeam.points).toHaveLength(3);
    expect(aboutCopy.stats.map((s) => `${s.value} ${s.label}`)).toContain("45+ Projects Delivered");
  });
});

describe("legal pages", () => {
  it("Terms has ten sections and Privacy eleven, each with a unique anchor id", () => {
    expect(termsSections).toHaveLength(10);
    expect(privacySections).toHaveLength(11);
    for (const sections of [termsSections, privacySections]) {
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it("formats the Last updated date the same way everywhere", () => {
    const date = new Date(2026, 2, 4);
    expect(formatLongDate(date)).toBe("4 March 2026");
    expect(isoDay(date)).toBe("2026-03-04");
    expect(formatLongDate(new Date(2025, 11, 31))).toBe("31 December 2025");
  });

  it("writes each day as Intl does for en-GB and el-GR in Cyprus, without loading Intl's zones", () => {
    for (const [locale, tag] of [
      ["en", "en-GB"],
      ["el", "el-GR"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(tag, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Nicosia",
      });
      // Every day of 2024-2027 at noon UTC (the content's days), and one moment near midnight.
      for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const date = new Date(t);
        const day = date.toISOString().slice(0, 10);
        if (formatDay(day, locale) !== intl.format(date)) {
          expect(formatDay(day, locale), day).toBe(intl.format(date));
        }
      }
      const late = new Date("2026-10-24T22:30:00Z");
      expect(formatLongDate(late, locale)).toBe(intl.format(late));
    }
    expect(formatDay("2026-05-03", "el")).toBe("3 Μαΐου 2026");
  });

  it("names the day in Cyprus as Intl's Europe/Nicosia does, summer time included", () => {
    const nicosia = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Nicosia" });
    // Every hour of 2024-2027: each change of the clocks, both new years, leap day.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const date = new Date(t);
      if (isoDay(date) !== nicosia.format(date)) {
        expect(isoDay(date), date.toISOString()).toBe(nicosia.format(date));
      }
    }
    expect(isoDay(new Date("2026-12-31T21:59:59Z"))).toBe("2026-12-31");
    expect(isoDay(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
  });
});
