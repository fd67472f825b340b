/**
 * The one route registry: path, navigation label, page module and metadata of every
 * route. It feeds the router (routes.tsx), the header and footer links, the pre-render
 * step and the sitemap. Plain data, so Node scripts and tests can read it too.
 */
import layout from "content:ui/layout";
import pageMeta from "content:meta";
import type { Locale } from "./locales.ts";
import type { PageMetaCopy } from "./schema.ts";

export type RouteKey =
  | "home"
  | "about"
  | "services"
  | "projects"
  | "products"
  | "insights"
  | "contact"
  | "terms"
  | "privacy"
  | "mvpOffer"
  | "contactSent"
  | "notFound";

/** Every route; the 404 page has metadata but no route. */
export type RouteId = Exclude<RouteKey, "notFound">;

/** Where each route's copy lives: content/pages/<name>.en.yml or content/legal/<name>.en.md. */
const contentName = {
  home: "home",
  about: "about",
  services: "services",
  projects: "projects",
  products: "products",
  insights: "insights",
  contact: "contact",
  terms: "terms",
  privacy: "privacy",
  mvpOffer: "mvp-offer",
  contactSent: "contact-sent",
  notFound: "not-found",
} as const satisfies Record<RouteKey, keyof typeof pageMeta>;

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
  /** og:type: "article" on articles and case studies; defaults to "website". */
  type?: "website" | "article";
  /**
   * The page's address in each language it exists in (hreflang, the language switcher):
   * `true` for the same path in every language (every registry page), none for a page
   * in one language only (an article not translated, the 404 page).
   */
  alternates?: true | Partial<Record<Locale, string>>;
  /** An article's dates (YYYY-MM-DD), as article:published_time and modified_time. */
  published?: string;
  modified?: string;
}

/**
 * A route's metadata. The browser build's `content:meta` is empty: there a page's title,
 * description and keywords come with its own chunk (src/app/routes.tsx, lazyPage).
 */
const metaOf = (key: RouteKey): PageMeta => {
  const copy = pageMeta[contentName[key]] as PageMetaCopy | undefined;
  return {
    title: copy?.title ?? "",
    description: copy?.description ?? "",
    keywords: copy?.keywords ?? [],
    alternates: true,
  };
};

export const routeRegistry: readonly RouteEntry[] = [
  { id: "home", path: "/", file: "src/pages/home/HomePage.tsx", meta: metaOf("home") },
  {
    id: "about",
    path: "/about",
    navLabel: layout.nav.about,
    file: "src/pages/about/AboutPage.tsx",
    meta: metaOf("about"),
  },
  {
    id: "services",
    path: "/services",
    navLabel: layout.nav.services,
    file: "src/pages/services/ServicesPage.tsx",
    meta: metaOf("services"),
  },
  {
    id: "projects",
    path: "/projects",
    navLabel: layout.nav.projects,
    file: "src/pages/projects/ProjectsPage.tsx",
    meta: metaOf("projects"),
  },
  {
    id: "products",
    path: "/products",
    navLabel: layout.nav.products,
    file: "src/pages/products/ProductsPage.tsx",
    meta: metaOf("products"),
  },
  {
    id: "insights",
    path: "/insights",
    navLabel: layout.nav.insights,
    file: "src/pages/insights/InsightsPage.tsx",
    meta: metaOf("insights"),
  },
  {
    id: "contact",
    path: "/contact",
    navLabel: layout.nav.contact,
    file: "src/pages/contact/ContactPage.tsx",
    meta: metaOf("contact"),
  },
  {
    id: "terms",
    path: "/terms",
    navLabel: layout.nav.terms,
    file: "src/pages/legal/TermsPage.tsx",
    meta: metaOf("terms"),
  },
  {
    id: "privacy",
    path: "/privacy",
    navLabel: layout.nav.privacy,
    file: "src/pages/legal/PrivacyPage.tsx",
    meta: metaOf("privacy"),
  },
  {
    id: "mvpOffer",
    path: "/lp/mvp-offer",
    file: "src/pages/mvp-offer/MvpOfferPage.tsx",
    meta: metaOf("mvpOffer"),
  },
  {
    // Where the contact form lands when it was sent without JavaScript (the mail gateway
    // answers 303 here). Not in the navigation, not in the sitemap, not indexed.
    id: "contactSent",
    // CONTACT_SENT_PATH of src/contact/rules/fields.ts (a literal here: the content layer
    // imports no contact code; a test checks that the two agree).
    path: "/contact/sent",
    file: "src/pages/contact/ContactSentPage.tsx",
    meta: { ...metaOf("contactSent"), robots: "noindex, follow" },
  },
];

export const notFoundMeta: PageMeta = {
  ...metaOf("notFound"),
  alternates: undefined,
  robots: "noindex, follow",
};

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
