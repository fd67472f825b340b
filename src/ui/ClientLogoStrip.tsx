import styled from "styled-components";
import { media } from "../../theme/media.ts";
import type { LogoImage } from "./ClientLogos.tsx";
import { overline } from "./textStyles.ts";
import { tokens as theme } from "../../theme/tokens.ts";

interface ClientLogoStripProps {
  logos: readonly LogoImage[];
  /** Short label before the logos, e.g. "Trusted by teams at". */
  label: string;
}

/**
 * A quiet row of monochrome client wordmarks, for just below a hero. The images load
 * lazily: each is an SVG document of its own, and loaded eagerly they would be laid out
 * and painted inside the page's first paint.
 */
export function ClientLogoStrip({ logos, label }: ClientLogoStripProps) {
  return (
    <Strip>
      <StripLabel>{label}</StripLabel>
      <StripList role="list">
        {logos.map((logo) => (
          <li key={logo.name}>
            <StripImage
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </StripList>
    </Strip>
  );
}

const Strip = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  justify-items: center;
  ${media.lg} {
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${theme.space[10]};
  }
`;

const StripLabel = styled.p`
  ${overline}
  color: ${theme.colors.textMuted};
  white-space: nowrap;
`;

const StripList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[5]} ${theme.space[6]};
  align-items: center;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  li {
    display: flex;
    justify-content: center;
  }
`;

const StripImage = styled.img`
  width: 100%;
  max-width: ${theme.sizes.logo};
  height: auto;
  opacity: 0.62;
  filter: grayscale(1) ${theme.treatments.logo};
`;
