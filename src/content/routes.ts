/**
 * The one route registry: path, navigation label, page module and metadata of every
 * route. It feeds the router (routes.tsx), the header and footer links, the pre-render
 * step and the sitemap. Plain data, so Node scripts and tests can read it too.
 */
import { pageMeta, type PageMetaCopy, type RouteKey } from "./meta.ts";

/** Every route; the 404 page has metadata (meta.ts) but no route. */
export type RouteId = Exclude<RouteKey, "notFound">;

export interface RouteEntry {
  id: RouteId;
  path: string;
  /** Label in the header, mobile menu and footer, where the route appears there. */
  navLabel?: string;
  /** Source module of the page (its chunk is preloaded in the route's HTML). */
  file: string;
  meta: PageMeta;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Social image path under the site (defaults to the default social image). */
  image?: string;
  /** Defaults to "index, follow". */
  robots?: string;
}

const metaOf = (copy: PageMetaCopy): PageMeta => ({
  title: copy.title,
  description: copy.description,
  keywords: copy.keywords,
});

export const routeRegistry: readonly RouteEntry[] = [
  { id: "home", path: "/", file: "src/pages/home/HomePage.tsx", meta: metaOf(pageMeta.home) },
  {
    id: "about",
    path: "/about",
    navLabel: "About Us",
    file: "src/pages/about/AboutPage.tsx",
    meta: metaOf(pageMeta.about),
  },
  {
    id: "services",
    path: "/services",
    navLabel: "Services",
    file: "src/pages/services/ServicesPage.tsx",
    meta: metaOf(pageMeta.services),
  },
  {
    id: "projects",
    path: "/projects",
    navLabel: "Projects",
    file: "src/pages/projects/ProjectsPage.tsx",
    meta: metaOf(pageMeta.projects),
  },
  {
    id: "products",
    path: "/products",
    navLabel: "Products",
    file: "src/pages/products/ProductsPage.tsx",
    meta: metaOf(pageMeta.products),
  },
  {
    id: "contact",
    path: "/contact",
    navLabel: "Contact",
    file: "src/pages/contact/ContactPage.tsx",
    meta: metaOf(pageMeta.contact),
  },
  {
    id: "terms",
    path: "/terms",
    navLabel: "Terms and Conditions",
    file: "src/pages/legal/TermsPage.tsx",
    meta: metaOf(pageMeta.terms),
  },
  {
    id: "privacy",
    path: "/privacy",
    navLabel: "Privacy Policy",
    file: "src/pages/legal/PrivacyPage.tsx",
    meta: metaOf(pageMeta.privacy),
  },
  {
    id: "mvpOffer",
    path: "/lp/mvp-offer",
    file: "src/pages/mvp-offer/MvpOfferPage.tsx",
    meta: metaOf(pageMeta.mvpOffer),
  },
  {
    // Where the contact form lands when it was sent without JavaScript (the mail gateway
    // answers 303 here). Not in the navigation, not in the sitemap, not indexed.
    id: "contactSent",
    // CONTACT_SENT_PATH of src/contact/message.ts (a literal here: importing that module
    // would move the whole contact-message module into every page's first chunk).
    path: "/contact/sent",
    file: "src/pages/contact/ContactSentPage.tsx",
    meta: { ...metaOf(pageMeta.contactSent), robots: "noindex, follow" },
  },
];

export const notFoundMeta: PageMeta = { ...metaOf(pageMeta.notFound), robots: "noindex, follow" };

export function routeById(id: RouteId): RouteEntry {
  const route = routeRegistry.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The registry entry for a pathname (trailing slash tolerated), or undefined. */
export function routeForPath(pathname: string): RouteEntry | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routeRegistry.find((r) => r.path === normalised);
}
