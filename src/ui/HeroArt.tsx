import { lazy, Suspense } from "react";
import styled from "styled-components";
import { reducedMotion } from "../../theme/media.ts";
import { heroArtStart } from "../motion/sectionVariants.ts";
import { useHydrated } from "./useHydrated.ts";

const HeroArtMotion = lazy(() => import("./HeroArtMotion.tsx"));

interface HeroArtProps {
  src: string;
  width: number;
  height: number;
  /** Decorative by default (empty alt). */
  alt?: string;
}

/**
 * A hero's artwork: the page's largest image, so loaded eagerly with high priority. It is
 * plain markup in the pre-rendered HTML and during hydration; once the page is
 * interactive, framer-motion (loaded then, not with the page) settles it into place from
 * the same starting position, so nothing jumps. Reduced motion skips the movement.
 */
export function HeroArt({ src, width, height, alt = "" }: HeroArtProps) {
  const hydrated = useHydrated();
  const image = (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
  const still = <StillFrame>{image}</StillFrame>;
  if (!hydrated) return still;
  return (
    <Suspense fallback={still}>
      <HeroArtMotion>{image}</HeroArtMotion>
    </Suspense>
  );
}

/** The frame before the animation starts: the `enter` state of heroArt, in CSS. */
const StillFrame = styled.div`
  transform: translateY(${heroArtStart.y}px) scale(${heroArtStart.scale});
  /* Under reduced motion the art starts, and stays, where it ends. */
  ${reducedMotion} {
    transform: none;
  }
  img {
    width: 100%;
    height: auto;
  }
`;
