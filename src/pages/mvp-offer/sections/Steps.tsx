import type { LucideIcon } from "lucide-react";
import MapIcon from "lucide-react/icons/map";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Zap from "lucide-react/icons/zap";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { IconName } from "../../../content/icons.ts";
import type { MvpOfferCopy } from "../../../content/schema.ts";
import { Reveal, RevealGroup } from "../../../motion/Reveal.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: Partial<Record<IconName, LucideIcon>> = {
  map: MapIcon,
  zap: Zap,
  "refresh-cw": RefreshCw,
};

/** The three steps from idea to launch, revealed in order as they scroll in. */
export function Steps({
  copy,
  steps,
}: {
  copy: MvpOfferCopy["stepsSection"];
  steps: MvpOfferCopy["steps"];
}) {
  return (
    <Section tone="alt" labelledBy="steps-heading">
      <SectionHeader id="steps-heading" title={copy.heading} lead={copy.text} align="center" />
      <RevealGroup>
        <List>
          {steps.map((step, index) => {
            const Icon = icons[step.icon] ?? Zap;
            return (
              <Reveal as="li" key={step.title}>
                <StepCard>
                  <Top>
                    <IconTile>
                      <Icon aria-hidden="true" />
                    </IconTile>
                    <Count aria-hidden="true">{String(index + 1).padStart(2, "0")}</Count>
                  </Top>
                  <Heading level={3}>{step.title}</Heading>
                  <p>{step.description}</p>
                </StepCard>
              </Reveal>
            );
          })}
        </List>
      </RevealGroup>
    </Section>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
`;

const StepCard = styled.article`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[6]}, 3vw, ${theme.space[10]});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  p {
    color: ${theme.colors.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${theme.space[2]};
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[16]};
  height: ${theme.space[16]};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.accent};
  color: ${theme.colors.textOnAccent};
  box-shadow: ${theme.shadows.glow};
  svg {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
  }
`;

const Count = styled.span`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.wide};
  font-variant-numeric: tabular-nums;
`;
