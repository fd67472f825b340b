/**
 * JSON-LD for search engines, written into the pre-rendered HTML only (entry-server),
 * never into the client bundle: Organization and WebSite on the home page, the MVP offer
 * on its landing page, the FAQ on the contact page; a published page's own (see below).
 */
import { faq } from "../content/faq.ts";
import { mvpOffer } from "../content/offer.ts";
import { socialLinks } from "../content/layoutEnd.ts";
import { site } from "../content/site.ts";
import type { RouteId } from "../content/routes.ts";
import pageMeta from "content:meta";
import { pageLocale, sitePath } from "../content/locale.ts";

type JsonLd = Record<string, unknown>;

const organization = (): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.brandName,
  legalName: site.legalName,
  url: `${site.siteUrl}/`,
  logo: `${site.siteUrl}/icon-512.png`,
  email: site.supportEmail,
  address: { "@type": "PostalAddress", addressLocality: site.address },
  sameAs: socialLinks.map((s) => s.href),
});

const website = (): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  name: site.brandName,
  url: `${site.siteUrl}${sitePath("/")}`,
  inLanguage: pageLocale,
});

const mvpOfferLd = (): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "Service",
  inLanguage: pageLocale,
  // The landing page's own title and description, in the page's language.
  name: pageMeta["mvp-offer"].title,
  serviceType: "MVP development",
  provider: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
  description: pageMeta["mvp-offer"].description,
  offers: {
    "@type": "Offer",
    price: mvpOffer.priceEur,
    priceCurrency: "EUR",
    url: `${site.siteUrl}${sitePath("/lp/mvp-offer")}`,
    availability: "https://schema.org/InStock",
  },
});

const faqPage = (): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  inLanguage: pageLocale,
  mainEntity: faq.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
});

const byRoute: Partial<Record<RouteId, () => JsonLd[]>> = {
  home: () => [organization(), website()],
  mvpOffer: () => [mvpOfferLd()],
  contact: () => [faqPage()],
};

/**
 * A route's JSON-LD: the registry's pages by id; a published page's (an article's
 * BlogPosting, a case study's Article, their breadcrumbs) from its loader's data.
 */
export function structuredDataFor(routeId: string, data?: unknown): JsonLd[] {
  if (typeof data === "object" && data !== null && "structuredData" in data) {
    return (data as { structuredData: JsonLd[] }).structuredData;
  }
  return byRoute[routeId as RouteId]?.() ?? [];
}

/** Script tags for the HTML head; `<` is escaped so no value can close the tag. */
export function structuredDataHtml(routeId: string, data?: unknown): string {
  return structuredDataFor(routeId, data)
    .map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`,
    )
    .join("\n    ");
}
