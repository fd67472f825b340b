import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { Header } from "../layout/Header.tsx";
import { deferredSections } from "../ui/deferredSections.tsx";
import { useHydrated } from "../ui/useHydrated.ts";
import { PageMeta } from "./PageMeta.tsx";
import { PageTransition } from "./PageTransition.tsx";
import { useRouteMatches } from "./routeContext.ts";
import { metaOfMatches } from "./routeHandle.ts";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { layoutCopy } from "../content/layout.ts";
import { tokens as theme } from "../../theme/tokens.ts";

const MAIN_ID = "main";

/**
 * The promo band and the footer sit below every page's content: their code is a chunk of
 * its own, fetched as start-up begins and not part of any page's initial JavaScript;
 * their pre-rendered HTML shows (and its links work) until it arrives.
 */
const siteEnd = deferredSections(() => import("../layout/SiteEnd.tsx"));
if (import.meta.env.SSR) await siteEnd.preload();
else void siteEnd.preload();

/** Client-only (it depends on this browser's stored choice): loaded after hydration. */
const CookieNotice = lazy(() => import("../layout/CookieNotice.tsx"));

/** Around every page but the 404 page: `children` is the page (src/app/routes.tsx). */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const meta = metaOfMatches(useRouteMatches());
  const hydrated = useHydrated();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{layoutCopy.skipLink}</SkipLink>
      <ScrollToTop mainId={MAIN_ID} />
      {meta && <PageMeta meta={meta} />}
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <PageTransition pageKey={pathname}>{children}</PageTransition>
      </Main>
      <siteEnd.Sections />
      {hydrated && (
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
      )}
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  z-index: ${theme.zIndices.toast};
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
`;
