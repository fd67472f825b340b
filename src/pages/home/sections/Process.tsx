import type { LucideIcon } from "lucide-react";
import CodeXml from "lucide-react/icons/code-xml";
import Compass from "lucide-react/icons/compass";
import PenTool from "lucide-react/icons/pen-tool";
import Rocket from "lucide-react/icons/rocket";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingUp from "lucide-react/icons/trending-up";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { IconName } from "../../../content/icons.ts";
import type { HomeCopy, ProcessStep } from "../../../content/schema.ts";
import { fillText } from "../../../content/text.ts";
import { Reveal, RevealGroup } from "../../../motion/Reveal.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: Partial<Record<IconName, LucideIcon>> = {
  compass: Compass,
  "pen-tool": PenTool,
  "code-xml": CodeXml,
  "shield-check": ShieldCheck,
  rocket: Rocket,
  "trending-up": TrendingUp,
};

/** Our Process: six numbered steps, revealed one after another as they scroll in. */
export function Process({
  copy,
  steps,
}: {
  copy: HomeCopy["processSection"];
  steps: readonly ProcessStep[];
}) {
  return (
    <Band tone="dark" labelledBy="process-heading">
      <SectionHeader id="process-heading" title={copy.heading} lead={copy.text} onDark />
      <RevealGroup>
        <Steps>
          {steps.map((step) => {
            const Icon = icons[step.icon] ?? Compass;
            return (
              <Reveal as="li" key={step.number}>
                <Step>
                  <Number aria-hidden="true">{step.number}</Number>
                  <IconBadge>
                    <Icon aria-hidden="true" />
                  </IconBadge>
                  <Body>
                    <Heading level={3}>
                      <span className="visually-hidden">{`${fillText(copy.stepPrefix, { number: step.number })} `}</span>
                      {step.title}
                    </Heading>
                    <p>{step.description}</p>
                  </Body>
                </Step>
              </Reveal>
            );
          })}
        </Steps>
      </RevealGroup>
    </Band>
  );
}

const Band = styled(Section)`
  background-image: ${theme.gradients.heroGlow};
`;

/* Mobile: a vertical timeline (number on a rail). From md: a grid of cards. */
const Steps = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
    display: flex;
  }
  > li:not(:last-child) {
    padding-bottom: ${theme.space[8]};
  }
  > li:not(:last-child)::before {
    content: "";
    position: absolute;
    top: ${theme.space[12]};
    bottom: 0;
    left: calc(${theme.space[12]} / 2);
    width: 1px;
    background: linear-gradient(${theme.colors.accentOnDark}, ${theme.colors.borderOnDark});
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[5]};
    > li:not(:last-child) {
      padding-bottom: 0;
    }
    > li:not(:last-child)::before {
      content: none;
    }
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[6]};
  }
`;

const Step = styled.article`
  flex: 1;
  display: grid;
  grid-template-columns: ${theme.space[12]} 1fr;
  grid-template-areas: "number body";
  column-gap: ${theme.space[5]};
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr auto;
    grid-template-rows: auto 1fr;
    grid-template-areas:
      "number icon"
      "body body";
    row-gap: ${theme.space[6]};
    padding: clamp(${theme.space[6]}, 3vw, ${theme.space[8]});
    border: 1px solid ${theme.colors.borderOnDark};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.bgDarkRaised};
  }
`;

const Number = styled.span`
  grid-area: number;
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.pill};
  background-color: ${theme.colors.bgDarkRaised};
  color: ${theme.colors.accentOnDark};
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.heavy};
  font-variant-numeric: tabular-nums;
  ${media.md} {
    display: inline;
    width: auto;
    height: auto;
    border: 0;
    background: ${theme.gradients.accentText};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    font-size: ${theme.fontSizes.h2};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.tight};
  }
`;

const IconBadge = styled.span`
  grid-area: icon;
  display: none;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.borderOnDark};
  color: ${theme.colors.accentOnDark};
  svg {
    width: ${theme.space[5]};
    height: ${theme.space[5]};
  }
  ${media.md} {
    display: inline-grid;
  }
`;

const Body = styled.div`
  grid-area: body;
  display: grid;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[2]};
  ${media.md} {
    padding-top: 0;
  }
  h3 {
    color: ${theme.colors.textOnDark};
  }
  p {
    color: ${theme.colors.textOnDarkMuted};
  }
`;
