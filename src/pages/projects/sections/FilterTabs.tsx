import type { FocusEvent } from "react";
import styled from "styled-components";
import { media, ms } from "../../../../theme/media.ts";
import type { FilterTab, FilterTabId } from "../../../content/projectFilter.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

interface FilterTabsProps {
  label: string;
  tabs: readonly FilterTab[];
  selected: FilterTabId;
  countFor: (tab: FilterTabId) => number;
  onSelect: (tab: FilterTabId) => void;
  /** The id of the list these buttons filter. */
  controls: string;
}

/**
 * The category filter: a group of toggle buttons (aria-pressed), each with its count.
 * Native buttons, so Tab, Enter and Space work without extra code. They need the app to
 * filter: a tap before it has hydrated is kept and replayed once it has (data-replay), and
 * the tapped button shows it is pending meanwhile.
 */
export function FilterTabs({
  label,
  tabs,
  selected,
  countFor,
  onSelect,
  controls,
}: FilterTabsProps) {
  return (
    <Group role="group" aria-label={label}>
      {tabs.map((tab) => {
        const count = countFor(tab.id);
        const pressed = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            type="button"
            aria-pressed={pressed}
            aria-controls={controls}
            data-filter={tab.id}
            // A tap before hydration is held and replayed (deploy/bootScript.ts).
            data-replay={`filter-${tab.id}`}
            onClick={() => onSelect(tab.id)}
            onFocus={revealInRow}
          >
            <span>{tab.label}</span>
            <Count aria-hidden="true">{count}</Count>
            <span className="visually-hidden">({count})</span>
          </Tab>
        );
      })}
    </Group>
  );
}

/**
 * A tab focused while partly outside its sideways-scrolling row is brought fully into the
 * row (the browser only scrolls a focused element that is entirely out of view). The
 * row's scroll-padding keeps it clear of the screen edge; "nearest" leaves the page still.
 */
function revealInRow(event: FocusEvent<HTMLButtonElement>) {
  const tab = event.currentTarget;
  const row = tab.parentElement;
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const tabBox = tab.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (tabBox.left < rowBox.left || tabBox.right > rowBox.right) {
    tab.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
}

/**
 * One row: on narrow screens it scrolls sideways, bleeding to the screen edges, rather
 * than wrapping into ragged lines; from md up it is centred.
 */
const Group = styled.div`
  /* The containing block of anything absolutely positioned inside, so the row clips it. */
  position: relative;
  display: flex;
  gap: ${theme.space[2]};
  /* The Container's gutter, so the row can bleed to the screen edges. */
  --gutter: clamp(${theme.space[5]}, 4vw, ${theme.space[10]});
  margin-inline: calc(-1 * var(--gutter));
  margin-bottom: clamp(${theme.space[6]}, 4vw, ${theme.space[12]});
  padding: ${theme.space[2]} var(--gutter);
  overflow-x: auto;
  scrollbar-width: none;
  scroll-padding-inline: var(--gutter);
  &::-webkit-scrollbar {
    display: none;
  }
  > * {
    flex-shrink: 0;
  }
  ${media.md} {
    flex-wrap: wrap;
    justify-content: center;
    margin-inline: 0;
    padding-inline: 0;
    overflow: visible;
  }
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  box-shadow: ${theme.shadows.sm};
  transition:
    background-color ${ms(theme.motion.durations.base)} ${theme.motion.easings.out},
    border-color ${ms(theme.motion.durations.base)} ${theme.motion.easings.out},
    color ${ms(theme.motion.durations.base)} ${theme.motion.easings.out};
  /* Only where a pointer hovers: after a tap on a touch screen the hover state stays, and
     would look like the pending state below once the tap has taken effect. */
  @media (hover: hover) {
    &:hover {
      border-color: ${theme.colors.accent};
    }
  }
  /* Tapped before the app could filter: shown as received, pressed once it is replayed. */
  &[data-replay-pending] {
    border-color: ${theme.colors.accent};
    cursor: progress;
  }
  &[aria-pressed="true"] {
    background: ${theme.colors.bgInverse};
    border-color: ${theme.colors.bgInverse};
    color: ${theme.colors.textInverse};
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${theme.space[8]};
  height: ${theme.space[8]};
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceSubtle};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  transition: inherit;
  button[aria-pressed="true"] & {
    background: ${theme.colors.accent};
    color: ${theme.colors.textOnAccent};
  }
`;
