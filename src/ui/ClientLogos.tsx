import styled from "styled-components";
import { layoutCopy } from "../content/layout.ts";
import { Carousel } from "./Carousel.tsx";
import { carouselPresets } from "./carouselOptions.ts";
import { tokens as theme } from "../../theme/tokens.ts";

export interface LogoImage {
  /** The client's name: the image's alt text. */
  name: string;
  /** Built image URL (see assetUrl). */
  src: string;
  width: number;
  height: number;
  /** Background tint of the logo's tile in the carousel. */
  bgColor?: string;
}

interface ClientLogoCarouselProps {
  logos: readonly LogoImage[];
  /** Accessible name of the carousel, e.g. "Client logos". */
  label: string;
}

/** The looping client-logo carousel of SPEC §9 (carouselPresets.clientLogos). */
export function ClientLogoCarousel({ logos, label }: ClientLogoCarouselProps) {
  return (
    <Carousel
      items={logos}
      label={label}
      previousLabel={layoutCopy.carousel.previousLogos}
      nextLabel={layoutCopy.carousel.nextLogos}
      options={carouselPresets.clientLogos}
      gap={4}
      getKey={(logo) => logo.name}
      renderItem={(logo) => (
        <Tile style={logo.bgColor ? { "--tint": logo.bgColor } : undefined}>
          <TileImage
            src={logo.src}
            alt={logo.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        </Tile>
      )}
    />
  );
}

const Tile = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  min-height: ${theme.space[24]};
  padding: ${theme.space[4]} ${theme.space[5]};
  /* The logo's own tint (--tint), in dark only a trace of it over the card colour. */
  background: ${`color-mix(in srgb, var(--tint, ${theme.colors.bgAlt}) ${theme.treatments.logoTint}, ${theme.colors.surface})`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const TileImage = styled.img`
  width: 100%;
  max-width: ${theme.sizes.logo};
  height: auto;
  pointer-events: none;
  filter: ${theme.treatments.logo};
`;
