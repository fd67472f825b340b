import Menu from "lucide-react/icons/menu";
import { NavLink } from "../ui/RouterLink.tsx";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { deferredSections } from "../ui/deferredSections.tsx";
import { iconButtonOnDark } from "./iconButton.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { Logo } from "./Logo.tsx";
import { SchemeSwitch } from "./SchemeSwitch.tsx";
import {
  contactButton,
  MOBILE_MENU_ID,
  NAV_COMPACT,
  primaryNav,
  SITE_NAV_ID,
} from "./navigation.ts";
import { layoutCopy } from "../content/layout.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/**
 * The mobile menu's panel is in every pre-rendered page (an HTML popover the toggle opens
 * natively), but its enhancing code is a chunk of its own, outside the initial
 * JavaScript: fetched as start-up begins, hydrated when it lands. Until then the browser
 * alone opens, closes and light-dismisses it and its links are plain links.
 */
const mobileMenu = deferredSections(() => import("./MobileMenu.tsx"));
if (import.meta.env.SSR) await mobileMenu.preload();
else void mobileMenu.preload();

export function Header() {
  // The toggle opens the menu natively (popovertarget), from the first paint and without
  // JavaScript, and the browser exposes its expanded state; once the menu's code runs it
  // keeps aria-expanded in step. The menu is a sibling of the bar: the bar's
  // backdrop-filter would otherwise become the containing block of the menu's position.
  return (
    <>
      <Bar>
        <Inner>
          <Logo />
          <DesktopNav id={SITE_NAV_ID} aria-label={layoutCopy.header.navLabel}>
            <NavList role="list">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <TopLink to={item.to}>{item.label}</TopLink>
                </li>
              ))}
            </NavList>
            <SchemeSwitch />
            <ButtonLink to={contactButton.to}>{contactButton.label}</ButtonLink>
            <TopSwitch />
          </DesktopNav>
          <Toggle
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label={layoutCopy.header.openMenu}
          >
            <Menu aria-hidden="true" />
          </Toggle>
        </Inner>
      </Bar>
      <mobileMenu.Sections />
    </>
  );
}

const Bar = styled.header`
  position: fixed;
  z-index: ${theme.zIndices.header};
  inset: 0 0 auto 0;
  height: ${theme.sizes.headerHeight};
  background: ${theme.colors.glassDark};
  backdrop-filter: saturate(160%) blur(14px);
  -webkit-backdrop-filter: saturate(160%) blur(14px);
  border-bottom: 1px solid ${theme.colors.borderOnDark};
  color: ${theme.colors.textOnDark};

  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.md} {
    display: flex;
    align-items: center;
    gap: ${theme.space[6]};
    html[${NAV_COMPACT}] & {
      position: absolute;
      /* Laid out (its width is measured) but hidden and drawn at no size, so it never
         reaches past the page's edge however long its words are. */
      inset-inline-start: 0;
      top: 0;
      visibility: hidden;
      pointer-events: none;
      transform: scale(0);
      transform-origin: 0 0;
    }
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${theme.space[1]};
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  padding-inline: ${theme.space[3]};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  transition: color ${theme.motion.durations.fast}ms;
  &:hover,
  &.active {
    color: ${theme.colors.textOnDark};
  }
  &.active {
    text-decoration: underline;
    text-decoration-color: ${theme.colors.accent};
    text-underline-offset: 0.5em;
    text-decoration-thickness: 2px;
  }
`;

const TopSwitch = styled(LanguageSwitch)`
  display: inline-flex;
  flex-shrink: 0;
  white-space: nowrap;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  &:hover {
    color: ${theme.colors.textOnDark};
  }
`;

const Toggle = styled.button`
  ${iconButtonOnDark}
  ${media.md} {
    display: none;
    html[${NAV_COMPACT}] & {
      display: grid;
    }
  }
`;
