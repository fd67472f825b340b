import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { StatItem } from "../../../content/schema.ts";
import { Container } from "../../../ui/Container.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** Headline figures on a white card that overlaps the bottom of the hero. */
export function StatsStrip({ stats }: { stats: readonly StatItem[] }) {
  return (
    <Band>
      <Container>
        <List>
          {stats.map((stat) => (
            <Item key={stat.label}>
              <Value>{stat.value}</Value> <Label>{stat.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  position: relative;
  z-index: ${theme.zIndices.raised};
`;

const List = styled.ul.attrs({ role: "list" })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  margin-top: calc(-1 * ${theme.space[12]});
  padding: 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  overflow: hidden;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  text-align: center;
  /* Hairlines between cells: right edge of odd cells, top edge of the second row. */
  &:nth-child(odd) {
    border-right: 1px solid ${theme.colors.border};
  }
  &:nth-child(n + 3) {
    border-top: 1px solid ${theme.colors.border};
  }
  ${media.md} {
    &:not(:last-child) {
      border-right: 1px solid ${theme.colors.border};
    }
    &:nth-child(n + 3) {
      border-top: 0;
    }
  }
`;

const Value = styled.span`
  font-size: ${theme.fontSizes.h2};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
  background: ${theme.gradients.accent};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Label = styled.span`
  /* A long word (Greek labels) wraps inside its column on a 320 px screen. */
  overflow-wrap: anywhere;
  hyphens: auto;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.textMuted};
`;
