import Award from "lucide-react/icons/award";
import Handshake from "lucide-react/icons/handshake";
import Heart from "lucide-react/icons/heart";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { IconTextItem } from "../../../content/schema.ts";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { SectionIntro } from "../../../ui/SectionIntro.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: IconMap = { heart: Heart, award: Award, handshake: Handshake };
const HEADING_ID = "values-heading";

/** The three core values, numbered, on the alternate band. */
export function CoreValues({
  eyebrow,
  heading,
  values,
}: {
  eyebrow: string;
  heading: string;
  values: readonly IconTextItem[];
}) {
  return (
    <Section tone="alt" labelledBy={HEADING_ID}>
      <SectionIntro id={HEADING_ID} eyebrow={eyebrow} heading={heading} align="center" />
      <List>
        {values.map((value) => {
          return (
            <Item key={value.title}>
              <Top>
                <IconTile>
                  <ContentIcon map={icons} name={value.icon} />
                </IconTile>
              </Top>
              <Heading level={3}>{value.title}</Heading>
              <Text>{value.text}</Text>
            </Item>
          );
        })}
      </List>
    </Section>
  );
}

const List = styled.ul.attrs({ role: "list" })`
  counter-reset: value;
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Item = styled.li`
  counter-increment: value;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[6]}, 3vw, ${theme.space[10]});
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accentText};
  svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
`;

/** The decorative "01", "02", … drawn by a CSS counter, so it is not text to read or scan. */
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space[2]};
  &::after {
    content: counter(value, decimal-leading-zero);
    font-size: ${theme.fontSizes.h2};
    font-weight: ${theme.fontWeights.heavy};
    line-height: 1;
    letter-spacing: ${theme.letterSpacings.tight};
    color: ${theme.colors.starEmpty};
  }
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
`;
