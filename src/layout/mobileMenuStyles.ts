/**
 * The mobile menu's styles (MobileMenu.tsx): the full-screen panel, its top bar with the
 * close button, the scheme and language switches, and the big links.
 */
import { NavLink } from "../ui/RouterLink.tsx";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { Container } from "../ui/Container.tsx";
import { iconButtonOnDark } from "./iconButton.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NAV_COMPACT } from "./navigation.ts";
import { SCHEME_ATTRIBUTE } from "../../theme/schemeCss.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/** Set on the open panel once its first frame is painted: the glow then fades in. */
export const GLOW_ATTRIBUTE = "data-glow";

export const Panel = styled.div`
  /* Undo the browser's popover box (centred, fit-content, border, padding). */
  position: fixed;
  inset: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.bgDark};
  color: ${theme.colors.textOnDark};
  animation: menu-in ${theme.motion.durations.base}ms ${theme.motion.easings.out} both;
  /*
   * The glow comes in after the opening frame (MobileMenu sets GLOW_ATTRIBUTE once the
   * open panel has painted): rastering a full-screen gradient held that frame back, and
   * with it the tap's answer (INP), by 15–25 ms on a phone profile (decision 024). Without
   * JavaScript (no data-theme on <html>) nothing would set it, so the glow is there at once.
   */
  &::before {
    content: "";
    display: none;
    position: fixed;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background-image: ${theme.gradients.heroGlow};
    animation: menu-glow-in ${theme.motion.durations.slow}ms ${theme.motion.easings.out} both;
  }
  &[${GLOW_ATTRIBUTE}]::before,
  :root:not([${SCHEME_ATTRIBUTE}]) &::before {
    display: block;
  }
  &::backdrop {
    background: transparent;
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
  ${media.md} {
    html:not([${NAV_COMPACT}]) & {
      display: none;
    }
  }

  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
  @keyframes menu-glow-in {
    from {
      opacity: 0;
    }
  }
`;

export const Top = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${theme.sizes.headerHeight};
`;

export const Close = styled.button`
  ${iconButtonOnDark}
`;

export const List = styled.ul`
  margin-block: ${theme.space[8]};
  border-top: 1px solid ${theme.colors.borderOnDark};
  li {
    border-bottom: 1px solid ${theme.colors.borderOnDark};
  }
`;

export const SchemeRow = styled.div`
  margin-block: ${theme.space[6]};
`;

export const MenuSwitch = styled(LanguageSwitch)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  margin-inline: auto ${theme.space[4]};
  color: ${theme.colors.textOnDark};
  font-weight: ${theme.fontWeights.semibold};
`;

export const BigLink = styled(NavLink)`
  display: block;
  padding-block: ${theme.space[5]};
  font-size: ${theme.fontSizes.h3};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.snug};
  color: ${theme.colors.textOnDark};
  text-decoration: none;
  &.active {
    color: ${theme.colors.accentOnDark};
  }
`;
