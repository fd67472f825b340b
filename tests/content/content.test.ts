// @vitest-environment node
/**
 * Invariants of the content modules (SPEC §3, §9): counts, ids, exact strings, derived
 * figures, and that every image path points at a file in assets/.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clients } from "../../src/content/clients.ts";
import { faq } from "../../src/content/faq.ts";
import { iconNames } from "../../src/content/icons.ts";
import { consentStorage } from "../../src/content/consent.ts";
import { promoBanner } from "../../src/content/layoutEnd.ts";
import { claims, mvpOffer } from "../../src/content/offer.ts";
import { homeCopy } from "../../src/content/pages/home.ts";
import { aboutCopy } from "../../src/content/pages/about.ts";
import { servicesCopy } from "../../src/content/pages/services.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { productsCopy } from "../../src/content/pages/products.ts";
import { insightsCopy } from "../../src/content/pages/insights.ts";
import { contactCopy } from "../../src/content/pages/contact.ts";
import { termsCopy, termsSections } from "../../src/content/pages/terms.ts";
import { privacyCopy, privacySections } from "../../src/content/pages/privacy.ts";
import { mvpOfferCopy } from "../../src/content/pages/mvpOffer.ts";
import { contactSentCopy } from "../../src/content/pages/contactSent.ts";
import { notFoundCopy } from "../../src/content/pages/notFound.ts";
import { processSteps } from "../../src/content/process.ts";
import { products } from "../../src/content/products.ts";
import { countFor, filterProjects, filterTabsOf } from "../../src/content/projectFilter.ts";
import {
  projectCategories,
  projects,
  serviceColors,
  type Project,
} from "../../src/content/projects.ts";
import type { RouteKey } from "../../src/content/routes.ts";
import type { LegalSection, PageMetaCopy } from "../../src/content/schema.ts";
import { services } from "../../src/content/services.ts";
import { textOfHtml } from "../support/html.ts";

type PageCopy = PageMetaCopy & { heading: string; lead: string };
const pricingCard = mvpOfferCopy.pricingCard;
const mvpSteps = mvpOfferCopy.steps;
const whyChooseStats = servicesCopy.whyChoose.stats;
const filterTabs = filterTabsOf(projectsCopy.filterTabs);
import { site } from "../../src/content/site.ts";
import { testimonials } from "../../src/content/testimonials.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const assetExists = (path: string) => existsSync(`${repoRoot}assets/${path}`);

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

const allText = (sections: readonly LegalSection[]) =>
  sections.map((section) => textOfHtml(section.body.html ?? "")).join("\n");

describe("client logos", () => {
  it("are ten, with unique names and images", () => {
    expect(clients).toHaveLength(10);
    expect(unique(clients.map((client) => client.name))).toBe(true);
    expect(unique(clients.map((client) => client.image))).toBe(true);
  });

  it("include every project client plus Medlink Clinics and Harbor Logistics", () => {
    const names = clients.map((client) => client.name);
    for (const project of projects) expect(names).toContain(project.client);
    expect(names).toContain("Medlink Clinics");
    expect(names).toContain("Harbor Logistics");
  });

  it("each have a hex background tint", () => {
    for (const client of clients) expect(client.bgColor).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it.each(clients.map((client) => [client.image]))("image assets/%s exists", (image) => {
    expect(assetExists(image)).toBe(true);
  });
});

describe("testimonials", () => {
  it("are three, each rated 5, from a named person with a position", () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.quote.length).toBeGreaterThan(80);
      expect(testimonial.author).not.toBe("");
      expect(testimonial.position).not.toBe("");
    }
  });

  it("come from client companies", () => {
    const names = clients.map((client) => client.name);
    for (const testimonial of testimonials) {
      expect(names.some((name) => testimonial.position.endsWith(name))).toBe(true);
    }
  });
});

describe("projects", () => {
  it("are eight with ids 1–8 in order and unique slugs", () => {
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(unique(projects.map((project) => project.slug))).toBe(true);
  });

  it("each have four features, valid categories and service colour, an https url", () => {
    for (const project of projects) {
      expect(project.features).toHaveLength(4);
      expect(project.category.length).toBeGreaterThan(0);
      expect(unique(project.category)).toBe(true);
      for (const category of project.category) expect(projectCategories).toContain(category);
      expect(serviceColors).toContain(project.serviceColor);
      expect(new URL(project.url).protocol).toBe("https:");
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.imageAlt).not.toBe("");
      expect(project.results).not.toBe("");
    }
  });

  it("use every service colour", () => {
    expect(new Set(projects.map((project) => project.serviceColor))).toEqual(
      new Set(serviceColors),
    );
  });

  it.each(projects.map((project) => [project.image]))("image assets/%s exists", (image) => {
    expect(assetExists(image)).toBe(true);
  });

  it("feature three different projects on the home page", () => {
    const featured = homeCopy.recentWork.projects;
    expect(featured).toHaveLength(3);
    expect(unique(featured.map((project) => project.slug))).toBe(true);
  });
});

describe("project filter", () => {
  it("has the four tabs in order", () => {
    expect(filterTabs.map((tab) => [tab.id, tab.label])).toEqual([
      ["all", "All Projects"],
      ["web-development", "Web Development"],
      ["e-shop", "E-Shop"],
      ["uiux", "UI/UX Design"],
    ]);
  });

  it("counts all eight projects for all", () => {
    expect(countFor("all", projects)).toBe(8);
    expect(filterProjects("all", projects)).toEqual(projects);
  });

  it.each(filterTabs.map((tab) => [tab.id]))(
    "tab %s counts what it shows, at least two, only matching projects",
    (tab) => {
      const shown = filterProjects(tab, projects);
      expect(countFor(tab, projects)).toBe(shown.length);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      if (tab !== "all") for (const project of shown) expect(project.category).toContain(tab);
    },
  );

  it("gives web development the most projects among the categories", () => {
    expect(countFor("web-development", projects)).toBeGreaterThan(countFor("e-shop", projects));
    expect(countFor("web-development", projects)).toBeGreaterThan(countFor("uiux", projects));
  });

  it("works on any list it is given", () => {
    const first = projects[0];
    if (!first) throw new Error("no projects");
    const one: readonly Project[] = [{ ...first, category: ["e-shop"] }];
    expect(countFor("e-shop", one)).toBe(1);
    expect(countFor("uiux", one)).toBe(0);
    expect(countFor("all", [])).toBe(0);
  });
});

describe("process", () => {
  it("has six steps numbered 01–06 with the exact titles", () => {
    expect(processSteps.map((step) => [step.number, step.title])).toEqual([
      ["01", "Discovery & Strategy"],
      ["02", "Design & Architecture"],
      ["03", "MVP & Development"],
      ["04", "Testing & QA"],
      ["05", "Launch & Deployment"],
      ["06", "Scale & Optimize"],
    ]);
  });

  it("has three MVP steps with the exact titles", () => {
    expect(mvpSteps.map((step) => step.title)).toEqual([
      "Plan Your Roadmap",
      "Build Your MVP (2 Weeks)",
      "Launch & Iterate",
    ]);
  });
});

describe("services", () => {
  it("are the three services in order", () => {
    expect(services.map((service) => [service.slug, service.title])).toEqual([
      ["mvp", "MVP in 2 Weeks"],
      ["product-development", "Product Development"],
      ["digital-transformation", "Digital Transformation"],
    ]);
  });

  it("show the four Why Choose stats verbatim", () => {
    expect(whyChooseStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "10+ Years Experience",
      "45+ Projects Delivered",
      "24/7 Support",
      "Global Team",
    ]);
  });
});

describe("offer and claims", () => {
  it("state the SPEC §9 constants", () => {
    const { claims: companyClaims, ...figures } = mvpOffer;
    expect(companyClaims).toBe(claims);
    expect(figures).toEqual({
      priceEur: 4500,
      priceLabel: "€4,500",
      deliveryWeeks: 2,
      supportDays: 30,
      consultationMinutes: 30,
      proposalHours: 24,
      responseHours: 24,
    });
    expect(claims).toEqual({ years: "10+", projects: "45+", customers: "40+", support: "24/7" });
  });

  it("keep the price label in step with the price", () => {
    expect(mvpOffer.priceLabel).toBe(`€${mvpOffer.priceEur.toLocaleString("en-US")}`);
    expect(pricingCard.priceLabel).toBe(mvpOffer.priceLabel);
  });

  it("put delivery and support in the pricing card", () => {
    const included = pricingCard.included.join("\n");
    expect(included).toContain("2 weeks");
    expect(included).toContain("30 days of support");
  });

  it("give the promo banner its exact strings", () => {
    expect(promoBanner.label).toBe("MVP Launch – Special Offer");
    expect(promoBanner.headline).toBe("Transform Your Idea Into a Live MVP in 2 Weeks");
    expect(promoBanner.note).toBe("Free 30-minute consultation • No commitment required");
    expect(promoBanner.bookCallLabel).toBe("Book a Call with Our Team");
    expect(promoBanner.learnMoreLabel).toBe("Learn More About Our MVP Offer");
  });
});

describe("products", () => {
  it("are the five products in order, counted from the data", () => {
    expect(products.map((product) => product.name)).toEqual([
      "WasteLink",
      "Eyeblock",
      "NeonCard.io",
      "HelpCyprus",
      "Truck Fleet Management",
    ]);
    expect(productsCopy.portfolioHeading).toBe(`${products.length} Products • Growing Portfolio`);
  });

  it("carry the WasteLink claims", () => {
    const wasteLink = products.find((product) => product.slug === "wastelink");
    expect(wasteLink?.highlights).toContain("70% faster approvals");
    expect(wasteLink?.highlights).toContain("100% tracked collections");
  });

  it("have the actions of the spec", () => {
    const actions = products.map((product) =>
      product.actions.map((action) => [action.label, action.kind]),
    );
    expect(actions).toEqual([
      [
        ["Request Demo", "internal"],
        ["Learn More", "external"],
      ],
      [
        ["Demo", "internal"],
        ["Learn More", "external"],
      ],
      [["Explore Platform", "external"]],
      [["Visit Platform", "external"]],
      [],
    ]);
    for (const product of products) {
      for (const action of product.actions) {
        if (action.kind === "internal") expect(action.href).toBe("/contact");
        else expect(new URL(action.href).protocol).toBe("https:");
      }
    }
  });

  it("mark only the fleet product in development, launching Oct 2025", () => {
    const inDevelopment = products.filter((product) => product.status === "in-development");
    expect(inDevelopment.map((product) => [product.name, product.launch])).toEqual([
      ["Truck Fleet Management", "Oct 2025"],
    ]);
  });
});

describe("FAQ", () => {
  it("has four items with unique ids and real answers", () => {
    expect(faq).toHaveLength(4);
    expect(unique(faq.map((item) => item.slug))).toBe(true);
    for (const item of faq) expect(item.answer.length).toBeGreaterThan(150);
  });
});

describe("legal pages", () => {
  it("terms have the ten sections in order, with unique ids", () => {
    expect(termsSections.map((section) => section.title)).toEqual([
      "Introduction",
      "Use of Website",
      "Intellectual Property",
      "Service Inquiries and Proposals",
      "Limitation of Liability",
      "Third-Party Links",
      "Privacy",
      "Changes to These Terms",
      "Governing Law",
      "Contact",
    ]);
    expect(unique(termsSections.map((section) => section.id))).toBe(true);
  });

  it("privacy has the eleven sections in order, with unique ids", () => {
    expect(privacySections.map((section) => section.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Legal Basis for Processing (GDPR)",
      "Cookies",
      "Sharing",
      "Data Retention",
      "Your Rights",
      "Security",
      "Changes to This Policy",
      "Contact",
    ]);
    expect(unique(privacySections.map((section) => section.id))).toBe(true);
  });

  it.each([
    ["terms", termsSections],
    ["privacy", privacySections],
  ] as const)("%s: ids are anchor slugs and no section is empty", (_, sections) => {
    for (const section of sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(textOfHtml(section.body.html ?? "").trim().length).toBeGreaterThan(40);
    }
  });

  it("contact sections give the support e-mail", () => {
    for (const sections of [termsSections, privacySections]) {
      expect(allText(sections.filter((section) => section.id === "contact"))).toContain(
        site.supportEmail,
      );
    }
  });

  it("terms choose Cyprus law", () => {
    const governing = termsSections.find((section) => section.id === "governing-law");
    expect(allText(governing ? [governing] : [])).toContain("laws of the Republic of Cyprus");
  });

  it("privacy names the consent key and value, the GDPR bases and the Commissioner", () => {
    const text = allText(privacySections);
    expect(consentStorage).toEqual({ key: "cookieConsent", acceptedValue: "accepted" });
    expect(text).toContain('"cookieConsent"');
    expect(text).toContain('"accepted"');
    for (const basis of ["6(1)(a)", "6(1)(b)", "6(1)(f)"]) expect(text).toContain(basis);
    expect(text).toContain("Mailgun");
    expect(text).toContain("Commissioner for Personal Data Protection");
  });
});

describe("pages", () => {
  /** Every route's copy module, keyed by route; each page itself imports only its own. */
  const pages = {
    home: homeCopy,
    about: aboutCopy,
    services: servicesCopy,
    projects: projectsCopy,
    products: productsCopy,
    insights: insightsCopy,
    contact: contactCopy,
    terms: termsCopy,
    privacy: privacyCopy,
    mvpOffer: mvpOfferCopy,
    contactSent: contactSentCopy,
    notFound: notFoundCopy,
  } satisfies Record<RouteKey, PageCopy>;
  const routeKeys: readonly RouteKey[] = [
    "home",
    "about",
    "services",
    "projects",
    "products",
    "insights",
    "contact",
    "terms",
    "privacy",
    "mvpOffer",
    "contactSent",
    "notFound",
  ];

  it("cover every route", () => {
    expect(Object.keys(pages).sort()).toEqual([...routeKeys].sort());
  });

  it.each(routeKeys.map((key) => [key]))(
    "%s has a title, a description of at most 160 characters, keywords, h1 and lead",
    (key) => {
      const page = pages[key];
      expect(page.title).toContain(site.brandName);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.keywords.length).toBeGreaterThan(0);
      expect(page.heading).not.toBe("");
      expect(page.lead).not.toBe("");
    },
  );

  it("have unique titles", () => {
    expect(unique(routeKeys.map((key) => pages[key].title))).toBe(true);
  });

  it("use the exact strings of the spec", () => {
    expect(pages.about.badge).toBe("10+ Years Experience • Global Excellence");
    expect(pages.about.values.map((value) => value.title)).toEqual([
      "Passion",
      "Excellence",
      "Collaboration",
    ]);
    expect(pages.about.globalTeam.points).toHaveLength(3);
    expect(pages.contact.trustPoints.map((point) => point.label)).toEqual([
      "10+ Years Experience",
      "45+ Projects Delivered",
      "40+ Happy Customers",
      "24-Hour Response",
    ]);
    expect(pages.notFound.lead).toBe("Sorry, we were unable to find that page");
  });
});

describe("icons", () => {
  it.each(iconNames.map((name) => [name]))("%s is a lucide-react icon", async (name) => {
    expect(unique(iconNames)).toBe(true);
    // The key is the icon's module name: the UI imports it as lucide-react/icons/<key>.
    const icon = ((await import(`lucide-react/icons/${name}`)) as { default?: unknown }).default;
    expect(typeof icon).toBe("function");
    expect(renderToStaticMarkup(createElement(icon as ComponentType))).toContain(`lucide-${name}`);
  });
});
