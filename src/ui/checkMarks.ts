import { css } from "styled-components";

const svgMask = (strokeWidth: number, shapes: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'%3E${shapes}%3C/svg%3E")`;

/** lucide's "check" and "circle-check" as mask images. */
const MASKS = {
  check: svgMask(2.5, "%3Cpath d='M20 6 9 17l-5-5'/%3E"),
  "circle-check": svgMask(2, "%3Ccircle cx='12' cy='12' r='10'/%3E%3Cpath d='m9 12 2 2 4-4'/%3E"),
} as const;

/**
 * A check mark before each item of a list, drawn by CSS (li::before) in `color`: no
 * inline SVG per item, so long feature lists cost the page a rule, not dozens of
 * elements to parse, style and lay out. The item's text belongs in one child element
 * (the li is a flex row: mark, text).
 */
export const checkMarks = ({
  size,
  color,
  offset = "0.15em",
  mark = "check",
}: {
  size: string;
  color: string;
  /** Nudges the mark down to the first line's centre. */
  offset?: string;
  mark?: keyof typeof MASKS;
}) => css`
  li {
    display: flex;
  }
  li::before {
    content: "";
    flex-shrink: 0;
    width: ${size};
    height: ${size};
    margin-top: ${offset};
    background: ${color};
    -webkit-mask: ${MASKS[mark]} center / contain no-repeat;
    mask: ${MASKS[mark]} center / contain no-repeat;
    @media (forced-colors: active) {
      background: CanvasText;
    }
  }
`;
