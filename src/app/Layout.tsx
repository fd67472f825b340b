import { Outlet, useLocation, useMatches } from "react-router";
import styled from "styled-components";
import { CookieNotice } from "../layout/CookieNotice.tsx";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { PromoBanner } from "../layout/PromoBanner.tsx";
import { PageMeta } from "./PageMeta.tsx";
import { PageTransition } from "./PageTransition.tsx";
import { metaOfMatches } from "./routeHandle.ts";
import { ScrollToTop } from "./ScrollToTop.tsx";

const MAIN_ID = "main";

export function Layout() {
  const { pathname } = useLocation();
  const meta = metaOfMatches(useMatches());
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <ScrollToTop mainId={MAIN_ID} />
      {meta && <PageMeta meta={meta} />}
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <PageTransition pageKey={pathname}>
          <Outlet />
        </PageTransition>
      </Main>
      <PromoBanner />
      <Footer />
      <CookieNotice />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink900};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
