import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { MvpOfferCopy } from "../../../content/schema.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { overline } from "../../../ui/textStyles.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** Six image tiles of products launched as MVPs. */
export function Tiles({ copy }: { copy: MvpOfferCopy["tilesSection"] }) {
  return (
    <Section tone="alt" labelledBy="tiles-heading">
      <SectionHeader id="tiles-heading" title={copy.heading} lead={copy.text} align="center" />
      <Grid role="list">
        {copy.tiles.map((tile) => (
          <li key={tile.image}>
            <Tile>
              <img {...assetImage(tile.image)} alt={tile.alt} loading="lazy" decoding="async" />
              <figcaption>
                <span>{tile.kind}</span>
                {tile.title}
              </figcaption>
            </Tile>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[6]};
  }
`;

const Tile = styled.figure`
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  img {
    width: 100%;
    height: auto;
    filter: ${theme.treatments.artwork};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border-top: 1px solid ${theme.colors.border};
    font-weight: ${theme.fontWeights.semibold};
  }
  figcaption span {
    ${overline}
    color: ${theme.colors.accentText};
  }
`;
