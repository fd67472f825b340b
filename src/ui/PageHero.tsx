import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { media } from "../../theme/media.ts";
import { Container } from "./Container.tsx";
import { Eyebrow, Lead } from "./Heading.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface PageHeroProps {
  /** Small label above the h1 (text or a Badge). */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Artwork beside the text on wide screens. */
  art?: ReactNode;
  /** Anything below the actions (trust points, stats). */
  children?: ReactNode;
}

/**
 * The dark hero band that opens every page: the page's one h1, its lead and actions.
 * Sits under the fixed header and is fully visible in the pre-rendered HTML.
 */
export function PageHero({ eyebrow, title, lead, actions, art, children }: PageHeroProps) {
  return (
    <Band $withArt={Boolean(art)}>
      <Grid aria-hidden="true" />
      <Inner $withArt={Boolean(art)}>
        <Text>
          {eyebrow &&
            (typeof eyebrow === "string" ? (
              <Eyebrow $onDark>{eyebrow}</Eyebrow>
            ) : (
              <Slot>{eyebrow}</Slot>
            ))}
          <Title>{title}</Title>
          {lead && <Lead $onDark>{lead}</Lead>}
          {actions && <Actions>{actions}</Actions>}
          {children}
        </Text>
        {art && <Art>{art}</Art>}
      </Inner>
    </Band>
  );
}

const Band = styled.section<{ $withArt: boolean }>`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-top: calc(
    ${theme.sizes.headerHeight} + clamp(${theme.space[12]}, 8vw, ${theme.space[24]})
  );
  padding-bottom: clamp(${theme.space[16]}, 8vw, ${theme.space[24]});
  background-color: ${theme.colors.bgDark};
  background-image: ${theme.gradients.heroGlow};
  color: ${theme.colors.textOnDark};
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

/** Faint engineering grid that fades out towards the bottom. */
const Grid = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background-image:
    linear-gradient(${theme.colors.gridOnDark} 1px, transparent 1px),
    linear-gradient(90deg, ${theme.colors.gridOnDark} 1px, transparent 1px);
  background-size: 56px 56px;
  mask-image: linear-gradient(to bottom, black 0%, transparent 85%);
  -webkit-mask-image: linear-gradient(to bottom, black 0%, transparent 85%);
`;

const Inner = styled(Container)<{ $withArt: boolean }>`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;
  ${({ $withArt }) =>
    $withArt &&
    css`
      ${media.lg} {
        grid-template-columns: 1.15fr 1fr;
      }
    `}
`;

const Text = styled.div`
  max-width: 48rem;
`;

const Slot = styled.div`
  margin-bottom: ${theme.space[5]};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.h1};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
  text-wrap: balance;
  em {
    font-style: normal;
    background: ${theme.gradients.accentText};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[8]};
  > * {
    flex: 1 1 100%;
  }
  ${media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const Art = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
`;
