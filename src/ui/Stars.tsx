import styled from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

interface StarsProps {
  /** Whole stars given. */
  rating: number;
  /** Stars possible. Default 5. */
  outOf?: number;
  /** Accessible name; default "Rated {rating} out of {outOf}". */
  label?: string;
}

const CELL = 24;
const GAP = 4;

/** Path data for stars `from` (inclusive) to `to` (exclusive), each in a 24-unit cell. */
export function starsPath(from: number, to: number): string {
  const shapes: string[] = [];
  for (let index = from; index < to; index++) {
    const cx = index * (CELL + GAP) + CELL / 2;
    const points = Array.from({ length: 10 }, (_, corner) => {
      const radius = corner % 2 === 0 ? 10.5 : 4.6;
      const angle = -Math.PI / 2 + (corner * Math.PI) / 5;
      return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(12.6 + radius * Math.sin(angle)).toFixed(1)}`;
    });
    shapes.push(`M${points.join("L")}Z`);
  }
  return shapes.join("");
}

/**
 * A star rating, read out as one image: "Rated 5 out of 5". One small SVG with two paths
 * (given and remaining stars) rather than an icon per star: testimonials repeat it, and
 * every element counts when a phone parses and styles the page.
 */
export function Stars({ rating, outOf = 5, label }: StarsProps) {
  const given = Math.max(0, Math.min(outOf, Math.round(rating)));
  const width = outOf * CELL + (outOf - 1) * GAP;
  return (
    <Svg
      role="img"
      aria-label={label ?? `Rated ${given} out of ${outOf}`}
      viewBox={`0 0 ${width} ${CELL}`}
      width={width}
      height={CELL}
    >
      {given > 0 && <Given d={starsPath(0, given)} />}
      {given < outOf && <Remaining d={starsPath(given, outOf)} />}
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: auto;
  height: ${theme.space[5]};
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

const Given = styled.path`
  color: ${theme.colors.star};
  fill: currentColor;
  stroke: currentColor;
`;

const Remaining = styled(Given)`
  color: ${theme.colors.starEmpty};
`;
