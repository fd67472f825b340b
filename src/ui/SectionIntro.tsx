import type { ReactNode } from "react";
import styled from "styled-components";
import { Eyebrow, Heading, Lead } from "./Heading.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface SectionIntroProps {
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  text?: ReactNode;
  align?: "start" | "center";
  onDark?: boolean;
}

/** Eyebrow, h2 and lead that open a section; the h2's id labels the section. */
export function SectionIntro({
  id,
  eyebrow,
  heading,
  text,
  align = "start",
  onDark = false,
}: SectionIntroProps) {
  const center = align === "center";
  return (
    <Wrap $center={center}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <Heading level={2} id={id} align={align}>
        {heading}
      </Heading>
      {text && (
        <Lead $onDark={onDark} $center={center}>
          {text}
        </Lead>
      )}
    </Wrap>
  );
}

const Wrap = styled.div<{ $center: boolean }>`
  max-width: ${({ $center }) => ($center ? "46rem" : "42rem")};
  margin-inline: ${({ $center }) => ($center ? "auto" : "0")};
  margin-bottom: clamp(${theme.space[10]}, 5vw, ${theme.space[16]});
  text-align: ${({ $center }) => ($center ? "center" : "start")};
`;
