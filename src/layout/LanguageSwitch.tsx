import { useLocation } from "react-router";
import styled from "styled-components";
import { useRouteMatches } from "../app/routeContext.ts";
import { metaOfMatches } from "../app/routeHandle.ts";
import { layoutCopy } from "../content/layout.ts";
import { otherPageLocale } from "../content/locale.ts";
import { localePath } from "../content/locales.ts";

/**
 * A link to this page in the other language, named in that language ("Ελληνικά" on
 * English pages, "English" on Greek ones). Where the page has no twin (an article not
 * translated) it leads to the other language's nearest parent, the list. A plain link:
 * the other language is the other edition of the app, so the page loads afresh.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const href = useTwinHref();
  return (
    <Link className={className} href={href} hrefLang={otherPageLocale} lang={otherPageLocale}>
      {layoutCopy.languageSwitch}
    </Link>
  );
}

function useTwinHref(): string {
  // The router's pathname, inside this edition's basename: /about on /el/about.
  const { pathname } = useLocation();
  const alternates = metaOfMatches(useRouteMatches())?.alternates;
  if (alternates === true) return localePath(otherPageLocale, pathname);
  const twin = alternates?.[otherPageLocale];
  if (twin) return twin;
  const parent = `/${pathname.split("/")[1] ?? ""}`;
  return localePath(otherPageLocale, parent);
}

const Link = styled.a`
  color: inherit;
  text-underline-offset: 0.25em;
`;
