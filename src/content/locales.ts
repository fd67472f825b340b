/**
 * The site's languages (docs/decisions/020-languages.md). English is at the site's root,
 * each other language under its own prefix (/el); the URL alone decides the language.
 * Plain functions: the app, the pre-render, the mail gateway and the tests use them.
 */
export const locales = ["en", "el"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for Intl, og:locale values and the languages' own names. */
export const localeInfo = {
  en: { intl: "en-GB", og: "en_US", name: "English" },
  el: { intl: "el-GR", og: "el_GR", name: "Greek" },
} as const satisfies Record<Locale, { intl: string; og: string; name: string }>;

/** "" for English, "/el" for Greek. */
export const localePrefix = (locale: Locale): string => (locale === "en" ? "" : `/${locale}`);

/** A path of the site in a language: ("el", "/about") → "/el/about", ("el", "/") → "/el". */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" || path === "" ? prefix : `${prefix}${path}`;
}

/** The language of a path and the path without its prefix: "/el/about" → el, "/about". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "el" : "en");
