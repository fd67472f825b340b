import { m } from "framer-motion";
import styled from "styled-components";
import { heroArt } from "../motion/sectionVariants.ts";

interface HeroArtProps {
  src: string;
  width: number;
  height: number;
  /** Decorative by default (empty alt). */
  alt?: string;
}

/**
 * A hero's artwork: the page's largest image, so loaded eagerly with high priority. It
 * settles into place after hydration (transform only, so it is visible in the
 * pre-rendered HTML; reduced motion skips the movement).
 */
export function HeroArt({ src, width, height, alt = "" }: HeroArtProps) {
  return (
    <Frame variants={heroArt} initial="enter" animate="shown">
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </Frame>
  );
}

const Frame = styled(m.div)`
  img {
    width: 100%;
    height: auto;
  }
`;
