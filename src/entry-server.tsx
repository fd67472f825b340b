/**
 * The server bundle's entry for the pre-render step: each language edition's renderer
 * (src/app/render.tsx, compiled once per language by scripts/languagePlugin.ts). The path
 * picks the edition: /el/… renders with the Greek one.
 */
import * as english from "./app/render.tsx";
import * as greek from "@el/app/render.tsx";
import { splitLocale, type Locale } from "./content/locales.ts";

export type { RenderResult } from "./app/render.tsx";

export const editions: Record<Locale, typeof english> = { en: english, el: greek };

/** Renders one URL of the site, in the language its path names. */
export function render(pathname: string) {
  return editions[splitLocale(pathname).locale].render(pathname);
}

export const routeRegistry = english.routeRegistry;
export const site = english.site;
