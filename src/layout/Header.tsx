import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { whenIdle } from "../ui/scheduling.ts";
import { Logo } from "./Logo.tsx";
import { contactButton, primaryNav } from "./navigation.ts";

/** The menu panel is only needed once opened: its code loads after hydration, on idle. */
const loadMobileMenu = () => import("./MobileMenu.tsx");
const MobileMenu = lazy(loadMobileMenu);

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Ready before the first tap; a tap before that shows the menu as soon as it lands.
    whenIdle(() => void loadMobileMenu());
  }, []);

  // The menu is a sibling of the bar: the bar's backdrop-filter would otherwise become
  // the containing block of the menu's position: fixed.
  return (
    <>
      <Bar>
        <Inner>
          <Logo />
          <DesktopNav aria-label="Main">
            <NavList role="list">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <TopLink to={item.to}>{item.label}</TopLink>
                </li>
              ))}
            </NavList>
            <ButtonLink to={contactButton.to}>{contactButton.label}</ButtonLink>
          </DesktopNav>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Toggle>
        </Inner>
      </Bar>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            onClose={() => {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const Bar = styled.header`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.header};
  inset: 0 0 auto 0;
  height: ${({ theme }) => theme.sizes.headerHeight};
  background: ${({ theme }) => theme.colors.glassDark};
  backdrop-filter: saturate(160%) blur(14px);
  -webkit-backdrop-filter: saturate(160%) blur(14px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  color: ${({ theme }) => theme.colors.white};

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
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
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: color ${({ theme }) => theme.motion.durations.fast}ms;
  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.white};
  }
  &.active {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 0.5em;
    text-decoration-thickness: 2px;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
  ${media.md} {
    display: none;
  }
`;
