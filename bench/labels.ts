/**
 * The accessible names the phone part taps by, in the language of the page it measures
 * (a Greek page's menu button is "Άνοιγμα μενού", not "Open menu"), from the site's own copy.
 */
import { loadContent } from "../src/content/loader.ts";
import { splitLocale, type Locale } from "../src/content/locales.ts";

export interface PageLabels {
  openMenu: string;
  menu: string;
  closeMenu: string;
  /** The contact form's name field. */
  name: string;
}

const cache = new Map<Locale, PageLabels>();

export function labelsFor(routePath: string): PageLabels {
  const { locale } = splitLocale(routePath);
  let labels = cache.get(locale);
  if (!labels) {
    const { ui } = loadContent({}, locale);
    labels = {
      openMenu: ui.layout.header.openMenu,
      menu: ui.layout.mobileMenu.label,
      closeMenu: ui.layout.mobileMenu.close,
      name: ui["contact-form"].labels.name,
    };
    cache.set(locale, labels);
  }
  return labels;
}
