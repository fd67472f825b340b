import { Map as MapIcon, RefreshCw, Zap, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { IconName } from "../../../content/icons.ts";
import type { MvpOfferCopy } from "../../../content/schema.ts";
import { Reveal, RevealGroup } from "../../../motion/Reveal.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";

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
  gap: ${({ theme }) => theme.space[6]};
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
  gap: ${({ theme }) => theme.space[4]};
  padding: clamp(${({ theme }) => theme.space[6]}, 3vw, ${({ theme }) => theme.space[10]});
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  box-shadow: ${({ theme }) => theme.shadows.glow};
  svg {
    width: ${({ theme }) => theme.space[8]};
    height: ${({ theme }) => theme.space[8]};
  }
`;

const Count = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  font-variant-numeric: tabular-nums;
`;
