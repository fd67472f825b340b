import { useDeferredValue, useState } from "react";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import {
  countFor,
  filterProjects,
  filterTabsOf,
  type FilterTabId,
} from "../../../content/projectFilter.ts";
import type { Project, ProjectsCopy } from "../../../content/schema.ts";
import { pluralText } from "../../../content/text.ts";
import { Section } from "../../../ui/Section.tsx";
import { useFlip } from "../useFlip.ts";
import { FilterTabs } from "./FilterTabs.tsx";
import { ProjectCard } from "./ProjectCard.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";
import { bandGroup } from "../../../ui/bandGroup.ts";

const HEADING_ID = "portfolio-heading";
const LIST_ID = "portfolio-list";

/** The portfolio: filter buttons over a grid of project cards (SPEC §4 projects filter). */
export function ProjectsBrowser({
  copy,
  projects,
}: {
  copy: ProjectsCopy;
  projects: readonly Project[];
}) {
  const [selected, setSelected] = useState<FilterTabId>("all");
  const [announced, setAnnounced] = useState(false);
  // The pressed button and the announcement answer the tap in its own frame; the grid
  // follows in a background render that a further tap can interrupt. Rendering the cards
  // in the tap's own task made it 170-210 ms to the next paint at a mid-range phone's CPU
  // (bench: INP); the cards that stay are memoised and do not render again.
  const listed = useDeferredValue(selected);
  const { ref, snapshot } = useFlip<HTMLUListElement>(listed);
  const shown = filterProjects(listed, projects);
  const chosenCount = countFor(selected, projects);
  const filterTabs = filterTabsOf(copy.filterTabs);
  const selectedLabel = filterTabs.find((tab) => tab.id === selected)?.label ?? "";

  const select = (tab: FilterTabId) => {
    if (tab === selected) return;
    snapshot();
    setSelected(tab);
    setAnnounced(true);
  };

  return (
    <Section tone="alt" labelledBy={HEADING_ID}>
      <h2 id={HEADING_ID} className="visually-hidden">
        {copy.gridHeading}
      </h2>
      <FilterTabs
        label={copy.filterLabel}
        tabs={filterTabs}
        selected={selected}
        countFor={(tab) => countFor(tab, projects)}
        onSelect={select}
        controls={LIST_ID}
      />
      <p className="visually-hidden" aria-live="polite">
        {announced ? pluralText(copy.showingLabel, chosenCount, { tab: selectedLabel }) : ""}
      </p>
      <Grid ref={ref} id={LIST_ID} role="list" {...bandGroup}>
        {shown.map((project, index) => (
          <li key={project.id} data-flip-id={project.id}>
            <ProjectCard project={project} copy={copy} eager={index < 2} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${theme.space[8]};
  }
`;
