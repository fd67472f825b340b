import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { ErrorPage } from "./ErrorPage.tsx";
import { Layout } from "./Layout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import type { RouteHandle } from "./routeHandle.ts";
import { notFoundMeta, routeRegistry, type RouteId } from "../content/routes.ts";

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk. Keys are the registry's ids; the type keeps them in step. */
const pageModules: Record<RouteId, () => PageModule> = {
  home: () => import("../pages/home/HomePage.tsx"),
  about: () => import("../pages/about/AboutPage.tsx"),
  services: () => import("../pages/services/ServicesPage.tsx"),
  projects: () => import("../pages/projects/ProjectsPage.tsx"),
  products: () => import("../pages/products/ProductsPage.tsx"),
  contact: () => import("../pages/contact/ContactPage.tsx"),
  terms: () => import("../pages/legal/TermsPage.tsx"),
  privacy: () => import("../pages/legal/PrivacyPage.tsx"),
  mvpOffer: () => import("../pages/mvp-offer/MvpOfferPage.tsx"),
  contactSent: () => import("../pages/contact/ContactSentPage.tsx"),
};

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: routeRegistry.map((entry) => ({
      id: entry.id,
      path: entry.path,
      handle: { meta: entry.meta } satisfies RouteHandle,
      lazy: async () => ({ Component: (await pageModules[entry.id]()).default }),
    })),
  },
  {
    id: "not-found",
    path: "*",
    handle: { meta: notFoundMeta } satisfies RouteHandle,
    element: <NotFoundPage />,
    errorElement: <ErrorPage />,
  },
];
