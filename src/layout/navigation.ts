/**
 * The site's navigation, derived from the route registry so each route is named once.
 */
import { layoutCopy } from "../content/layout.ts";
import { routeById, type RouteId } from "../content/routes.ts";

export interface NavItem {
  label: string;
  to: string;
}

const item = (id: RouteId): NavItem => {
  const route = routeById(id);
  return { label: route.navLabel ?? route.meta.title, to: route.path };
};

/** Header and mobile menu links; the rounded Contact Us button follows them. */
export const primaryNav: readonly NavItem[] = (
  ["about", "services", "projects", "products", "insights"] as const
).map(item);
export const contactButton: NavItem = {
  label: layoutCopy.header.contactButton,
  to: routeById("contact").path,
};

export const footerNav = {
  sitemap: (["services", "projects", "products"] as const).map(item),
  resources: (["about", "insights", "contact"] as const).map(item),
  legal: (["terms", "privacy"] as const).map(item),
};

/** The header's row of links (the mobile menu's code watches whether it fits). */
export const SITE_NAV_ID = "site-nav";
/** On <html> while the header's links do not fit and the menu toggle stands in (Header). */
export const NAV_COMPACT = "data-nav-compact";

/** The id of the mobile menu's popover, named by the header's toggle (popovertarget). */
export const MOBILE_MENU_ID = "mobile-menu";
