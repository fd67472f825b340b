import { Layout } from "./Layout.tsx";
import type { Loader, RouteComponent } from "./routeContext.ts";
import type { RouteHandle } from "./routeHandle.ts";
import type { RouteModule, SiteRoute } from "./SiteRouter.tsx";
import { notFoundMeta, routeRegistry, type PageMeta, type RouteId } from "../content/routes.ts";
import type { PageMetaCopy } from "../content/schema.ts";

/**
 * A page's module: its component, a loader when its data is a published file, and its
 * copy, whose title names the page (the browser's route table carries no titles: each
 * page's chunk has its own, in its own language).
 */
type PageModule = Promise<{ default: RouteComponent; loader?: Loader; meta?: PageMetaCopy }>;

/** Each page is its own chunk. Keys are the registry's ids; the type keeps them in step. */
const pageModules: Record<RouteId, () => PageModule> = {
  home: () => import("../pages/home/HomePage.tsx"),
  about: () => import("../pages/about/AboutPage.tsx"),
  services: () => import("../pages/services/ServicesPage.tsx"),
  projects: () => import("../pages/projects/ProjectsPage.tsx"),
  products: () => import("../pages/products/ProductsPage.tsx"),
  insights: () => import("../pages/insights/InsightsPage.tsx"),
  contact: () => import("../pages/contact/ContactPage.tsx"),
  terms: () => import("../pages/legal/TermsPage.tsx"),
  privacy: () => import("../pages/legal/PrivacyPage.tsx"),
  mvpOffer: () => import("../pages/mvp-offer/MvpOfferPage.tsx"),
  contactSent: () => import("../pages/contact/ContactSentPage.tsx"),
};

const publishedRoutes = [
  {
    id: "caseStudy",
    path: "/projects/:slug",
    page: () => import("../pages/case-study/CaseStudyPage.tsx"),
  },
  {
    id: "insightsPage",
    path: "/insights/page/:page",
    page: () => import("../pages/insights/InsightsPage.tsx"),
  },
  {
    id: "insightsTag",
    path: "/insights/tags/:tag",
    page: () => import("../pages/insights/InsightsPage.tsx"),
  },
  {
    id: "article",
    path: "/insights/:slug",
    page: () => import("../pages/insights/ArticlePage.tsx"),
  },
] as const;

async function lazyPage(load: () => PageModule, registryMeta?: PageMeta): Promise<RouteModule> {
  const { default: Component, loader, meta } = await load();
  const handle: RouteHandle | undefined = registryMeta && {
    // The server's registry has every field; the browser's only the page's own title.
    meta: meta ? { ...registryMeta, title: meta.title } : registryMeta,
  };
  return { Component, ...(loader ? { loader } : {}), ...(handle ? { handle } : {}) };
}

/**
 * The route table (src/app/SiteRouter.tsx matches it): the layout with every page inside
 * it, and the 404 page on its own. The error page wraps them all (src/app/ErrorPage.tsx).
 */
export const routes: SiteRoute[] = [
  {
    id: "root",
    Component: Layout,
    children: [
      ...routeRegistry.map((entry) => ({
        id: entry.id,
        path: entry.path,
        lazy: () => lazyPage(pageModules[entry.id], entry.meta),
      })),
      // The published pages, one route per kind; the slug picks the data file.
      ...publishedRoutes.map(({ id, path, page }) => ({ id, path, lazy: () => lazyPage(page) })),
    ],
  },
  {
    id: "not-found",
    path: "*",
    handle: { meta: notFoundMeta } satisfies RouteHandle,
    // Its own chunk: no other page's start-up carries the 404 page (its HTML preloads it).
    lazy: () =>
      import("./NotFoundPage.tsx").then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
  },
];
