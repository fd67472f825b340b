import styled from "styled-components";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import type { TextBlock } from "../../../content/schema.ts";
import { Eyebrow, Heading, Lead } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { GlobeArt } from "./GlobeArt.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const HEADING_ID = "global-team-heading";

interface GlobalTeamProps extends TextBlock {
  eyebrow: string;
  points: readonly string[];
}

/** The Global Team band: copy and three check points beside a wireframe globe. */
export function GlobalTeam({ eyebrow, heading, text, points }: GlobalTeamProps) {
  return (
    <Section tone="dark" labelledBy={HEADING_ID}>
      <Grid>
        <div>
          <Eyebrow $onDark>{eyebrow}</Eyebrow>
          <Heading level={2} id={HEADING_ID}>
            {heading}
          </Heading>
          <Lead $onDark>{text}</Lead>
          <Points>
            {points.map((point) => (
              <Point key={point}>
                <span>{point}</span>
              </Point>
            ))}
          </Points>
        </div>
        <Art>
          <GlobeArt />
        </Art>
      </Grid>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
    gap: ${theme.space[16]};
  }
`;

const Points = styled.ul.attrs({ role: "list" })`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[8]} 0 0;
  padding: 0;
  ${checkMarks({
    size: theme.space[6],
    color: theme.colors.accentOnDark,
    offset: "0",
    mark: "circle-check",
  })}
`;

const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bgDarkRaised};
  font-weight: ${theme.fontWeights.medium};
`;

const Art = styled.div`
  max-width: 20rem;
  width: 100%;
  margin-inline: auto;
  color: ${theme.colors.accentOnDark};
  ${media.lg} {
    max-width: 28rem;
  }
`;
