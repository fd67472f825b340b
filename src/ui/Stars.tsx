import { Star } from "lucide-react";
import styled from "styled-components";

interface StarsProps {
  /** Whole stars given. */
  rating: number;
  /** Stars possible. Default 5. */
  outOf?: number;
  /** Accessible name; default "Rated {rating} out of {outOf}". */
  label?: string;
}

/** A star rating, read out as one image: "Rated 5 out of 5". */
export function Stars({ rating, outOf = 5, label }: StarsProps) {
  const given = Math.max(0, Math.min(outOf, Math.round(rating)));
  return (
    <Row role="img" aria-label={label ?? `Rated ${given} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} aria-hidden="true" $on={index < given} />
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Icon = styled(Star)<{ $on: boolean }>`
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  stroke-width: 1.5;
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.slate200)};
  fill: currentColor;
`;
