import Award from "lucide-react/icons/award";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Globe from "lucide-react/icons/globe";
import Headphones from "lucide-react/icons/headphones";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { ServicesCopy } from "../../../content/schema.ts";
import { Section } from "../../../ui/Section.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { SectionIntro } from "../../../ui/SectionIntro.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: IconMap = {
  award: Award,
  "briefcase-business": BriefcaseBusiness,
  headphones: Headphones,
  globe: Globe,
};
const HEADING_ID = "why-choose-heading";

/** "Why Choose" on the dark band: the four stats as tiles beside the intro. */
export function WhyChoose({ copy }: { copy: ServicesCopy["whyChoose"] }) {
  return (
    <Section tone="dark" labelledBy={HEADING_ID}>
      <Grid>
        <SectionIntro id={HEADING_ID} heading={copy.heading} text={copy.text} onDark />
        <Stats>
          {copy.stats.map((stat) => {
            return (
              <Stat key={stat.label}>
                <ContentIcon map={icons} name={stat.icon} />
                <p>
                  <Value>{stat.value}</Value> <Label>{stat.label}</Label>
                </p>
              </Stat>
            );
          })}
        </Stats>
      </Grid>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  /* minmax(0, …): a long word in the intro wraps instead of widening the column. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: ${theme.space[16]};
    > div:first-child {
      margin-bottom: 0;
    }
  }
`;

/* Two tiles a row while they fit, one when larger text or text spacing needs the room. */
const Stats = styled.ul.attrs({ role: "list" })`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${theme.space[24]} + ${theme.space[12]})), 1fr)
  );
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
`;

const Stat = styled.li`
  min-width: 0;
  overflow-wrap: break-word;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bgDarkRaised};
  > svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
    color: ${theme.colors.accentOnDark};
  }
  p {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
  }
`;

const Value = styled.span`
  font-size: ${theme.fontSizes.h2};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
`;

const Label = styled.span`
  color: ${theme.colors.textOnDarkMuted};
  font-weight: ${theme.fontWeights.medium};
`;
