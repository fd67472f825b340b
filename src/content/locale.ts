/**
 * The language of the edition this module is compiled into: "en", or "el" in the Greek
 * edition (scripts/languagePlugin.ts serves `content:locale` per edition). Components read
 * it here rather than taking a language argument.
 */
import locale from "content:locale";
import { localePath, localePrefix, otherLocale, type Locale } from "./locales.ts";

export const pageLocale: Locale = locale;
export const otherPageLocale: Locale = otherLocale(locale);
/** The router's basename: "" in English, "/el" in Greek. */
export const basename = localePrefix(locale);
/** A path of this edition's site as the address bar shows it: "/about" → "/el/about". */
export const sitePath = (path: string): string => localePath(locale, path);
