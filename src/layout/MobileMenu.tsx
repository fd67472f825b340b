import { X } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { NavLink } from "react-router";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { Logo } from "./Logo.tsx";
import { contactButton, primaryNav } from "./navigation.ts";

interface MobileMenuProps {
  id: string;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen menu for small screens: a modal dialog that keeps focus inside, closes on
 * Escape and on choosing a link, and hands focus back to the toggle (via onClose). The
 * Header mounts it only while open.
 */
export default function MobileMenu({ id, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("nav a")?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Panel
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={onKeyDown}
    >
      <Top>
        <Logo onClick={onClose} />
        <Close type="button" aria-label="Close menu" onClick={onClose}>
          <X aria-hidden="true" />
        </Close>
      </Top>
      <Container as="nav" aria-label="Mobile">
        <List role="list">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <BigLink to={item.to} onClick={onClose}>
                {item.label}
              </BigLink>
            </li>
          ))}
        </List>
        <ButtonLink to={contactButton.to} size="lg" block onClick={onClose}>
          {contactButton.label}
        </ButtonLink>
      </Container>
    </Panel>
  );
}

const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.menu};
  inset: 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.bgDark};
  background-image: ${({ theme }) => theme.gradients.heroGlow};
  color: ${({ theme }) => theme.colors.white};
  animation: menu-in ${({ theme }) => theme.motion.durations.base}ms
    ${({ theme }) => theme.motion.easings.out} both;
  ${media.md} {
    display: none;
  }

  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
`;

const Top = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.sizes.headerHeight};
`;

const Close = styled.button`
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
`;

const List = styled.ul`
  margin-block: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  }
`;

const BigLink = styled(NavLink)`
  display: block;
  padding-block: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;
