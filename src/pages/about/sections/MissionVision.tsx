import Eye from "lucide-react/icons/eye";
import Target from "lucide-react/icons/target";
import styled, { css } from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { IconName } from "../../../content/icons.ts";
import type { TextBlock } from "../../../content/schema.ts";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

type Block = TextBlock & { readonly icon: IconName };

const icons: IconMap = { target: Target, eye: Eye };

/** Mission and vision side by side: the mission on the brand gradient, the vision on white. */
export function MissionVision({ mission, vision }: { mission: Block; vision: Block }) {
  return (
    <Section>
      <Grid>
        <Statement block={mission} id="mission-heading" featured />
        <Statement block={vision} id="vision-heading" />
      </Grid>
    </Section>
  );
}

function Statement({
  block,
  id,
  featured = false,
}: {
  block: Block;
  id: string;
  featured?: boolean;
}) {
  return (
    <Panel $featured={featured} aria-labelledby={id}>
      <IconTile $featured={featured}>
        <ContentIcon map={icons} name={block.icon} />
      </IconTile>
      <Heading level={2} size="h3" id={id}>
        {block.heading}
      </Heading>
      <Text $featured={featured}>{block.text}</Text>
    </Panel>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled.article<{ $featured: boolean }>`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[8]}, 4vw, ${theme.space[12]});
  border-radius: ${theme.radii.xl};
  ${({ theme, $featured }) =>
    $featured
      ? css`
          background-color: ${theme.colors.bgDarkRaised};
          background-image: ${theme.gradients.heroGlow};
          color: ${theme.colors.textOnDark};
          box-shadow: ${theme.shadows.lg};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          box-shadow: ${theme.shadows.md};
        `}
  h2 {
    font-size: ${theme.fontSizes.h3};
  }
`;

const IconTile = styled.span<{ $featured: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.md};
  ${({ theme, $featured }) =>
    $featured
      ? css`
          background: ${theme.gradients.accent};
          color: ${theme.colors.textOnAccent};
          box-shadow: ${theme.shadows.glow};
        `
      : css`
          background: ${theme.colors.accentSoft};
          color: ${theme.colors.accentText};
        `}
  svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
`;

const Text = styled.p<{ $featured: boolean }>`
  font-size: ${theme.fontSizes.lg};
  color: ${({ theme, $featured }) => ($featured ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;
