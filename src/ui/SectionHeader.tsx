import type { ReactNode } from "react";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { Eyebrow, Heading, Lead } from "./Heading.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface SectionHeaderProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: "start" | "center";
  onDark?: boolean;
  /** A link or button shown beside the heading on wide screens (below it on small ones). */
  action?: ReactNode;
}

/** The heading block that opens a page section: eyebrow, h2, lead, optional action. */
export function SectionHeader({
  id,
  title,
  eyebrow,
  lead,
  align = "start",
  onDark = false,
  action,
}: SectionHeaderProps) {
  const center = align === "center";
  return (
    <Header $center={center} $withAction={Boolean(action)}>
      <div>
        {eyebrow && (
          <Eyebrow $onDark={onDark} style={center ? { textAlign: "center" } : undefined}>
            {eyebrow}
          </Eyebrow>
        )}
        <Heading level={2} id={id} align={align}>
          {title}
        </Heading>
        {lead && (
          <Lead $onDark={onDark} $center={center}>
            {lead}
          </Lead>
        )}
      </div>
      {action && <Action>{action}</Action>}
    </Header>
  );
}

const Header = styled.header<{ $center: boolean; $withAction: boolean }>`
  display: grid;
  gap: ${theme.space[6]};
  margin-bottom: clamp(${theme.space[10]}, 5vw, ${theme.space[16]});
  justify-items: ${({ $center }) => ($center ? "center" : "start")};
  ${media.md} {
    grid-template-columns: ${({ $withAction }) => ($withAction ? "1fr auto" : "1fr")};
    align-items: end;
  }
`;

const Action = styled.div`
  flex-shrink: 0;
`;
