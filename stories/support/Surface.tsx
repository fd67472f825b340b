import type { ReactNode } from "react";
import styled from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

export type SurfaceTone = "light" | "alt" | "dark";

/** A padded area in one of the site's surfaces, to show a component where it is used. */
export function Surface({
  tone = "light",
  children,
  label,
}: {
  tone?: SurfaceTone;
  children: ReactNode;
  /** Names the region (stories that show several surfaces side by side). */
  label?: string;
}) {
  return (
    <Area $tone={tone} aria-label={label} role={label ? "region" : undefined}>
      {children}
    </Area>
  );
}

/** Items in a wrapping row with the site's gaps. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
`;

/** Items stacked with the site's gaps. */
export const Stack = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

const Area = styled.div<{ $tone: SurfaceTone }>`
  padding: ${theme.space[8]};
  background: ${({ theme, $tone }) =>
    $tone === "dark"
      ? theme.colors.bgDark
      : $tone === "alt"
        ? theme.colors.bgAlt
        : theme.colors.bg};
  color: ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.textOnDark : theme.colors.text)};
`;
