/**
 * The carousel's styles (src/ui/Carousel.tsx): a track of slides with half a gutter on
 * each side, a native scroller with snap points until keen-slider takes over, the
 * previous/next buttons, and per-breakpoint layout steps, some of which show the slides
 * as a grid with no controls.
 */
import styled, { css, type DefaultTheme } from "styled-components";
import { easeOut, media } from "../../theme/media.ts";
import type { LayoutStep } from "./carouselOptions.ts";
import { tokens as theme } from "../../theme/tokens.ts";

export type SpaceKey = keyof DefaultTheme["space"];

const stepRules = (step: LayoutStep) => css`
  --per-view: ${step.perView};
  ${
    step.grid &&
    css`
      ${Track} {
        display: grid;
        grid-template-columns: repeat(var(--per-view), minmax(0, 1fr));
        gap: var(--carousel-gap);
        margin-inline: 0;
        overflow: visible;
        scroll-snap-type: none;
        touch-action: auto;
        user-select: auto;
      }
      ${Slide} {
        padding-inline: 0;
      }
      ${Controls} {
        display: none;
      }
    `
  }
`;

export const Track = styled.div`
  display: flex;
  /* Slides carry half the gutter on each side; the track reaches past the container by
     the same amount, so slide edges line up with the page grid. */
  margin-inline: calc(var(--carousel-gap) / -2);
  padding-block: ${theme.space[3]};
  /* Before keen-slider runs (and without JavaScript): a native scroller with snap points. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &[data-active] {
    overflow: hidden;
    scroll-snap-type: none;
    touch-action: pan-y;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
`;

export const Slide = styled.div`
  display: flex;
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
  padding-inline: calc(var(--carousel-gap) / 2);
  scroll-snap-align: start;
  > * {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`;

export const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.sm};
  cursor: pointer;
  transition: ${easeOut(["background-color", "border-color", "color"])};
  svg {
    width: ${theme.space[5]};
    height: ${theme.space[5]};
  }
  /* Only where a pointer hovers: after a tap on a touch screen the hover state stays, and
     would look like the pending state below once the carousel has moved. */
  @media (hover: hover) {
    &:hover:not([aria-disabled="true"]) {
      border-color: ${theme.colors.accent};
      color: ${theme.colors.accentText};
    }
  }
  /* Tapped before the carousel runs: shown as received, moved once it does. */
  &[data-replay-pending] {
    border-color: ${theme.colors.accent};
    cursor: progress;
  }
  &[aria-disabled="true"] {
    cursor: not-allowed;
    color: ${theme.colors.borderMedium};
    box-shadow: none;
  }
`;

export const Root = styled.div<{ $steps: readonly LayoutStep[]; $gap: SpaceKey }>`
  --carousel-gap: ${({ theme, $gap }) => theme.space[$gap]};
  position: relative;
  border-radius: ${theme.radii.md};
  ${({ $steps }) =>
    $steps.map((step) =>
      step.breakpoint === null
        ? stepRules(step)
        : css`
            ${media[step.breakpoint]} {
              ${stepRules(step)}
            }
          `,
    )}
`;
