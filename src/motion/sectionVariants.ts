import type { Variants } from "framer-motion";
import { tokens } from "../../theme/tokens.ts";
import { easeOut } from "./variants.ts";

/*
 * Variants of the page sections (scroll-in reveals, hero artwork). Kept apart from
 * variants.ts, which the app shell loads on every page, so they travel only with the
 * pages that use them.
 */

const seconds = (ms: number) => ms / 1000;

/** Delay between items revealed together (RevealGroup), in seconds. */
export const revealStep = seconds(tokens.motion.durations.fast);

/**
 * Scroll-in reveal (see Reveal.tsx). Content renders in the `shown` state; only items
 * still entirely below the fold after hydration switch to `hidden` (instantly) and come
 * back when they scroll in, each after its own delay (`custom`, seconds).
 */
export const reveal: Variants = {
  hidden: { opacity: 0, y: 32, transition: { duration: 0 } },
  shown: (delay: number | undefined) => ({
    opacity: 1,
    y: 0,
    transition: { ...easeOut, delay: delay ?? 0 },
  }),
};

/** Where the hero artwork starts (also its pre-rendered position, see HeroArt). */
export const heroArtStart = { y: 28, scale: 0.96 } as const;

/** Hero artwork settling into place after hydration: transform only, never hidden. */
export const heroArt: Variants = {
  enter: heroArtStart,
  shown: {
    y: 0,
    scale: 1,
    transition: {
      duration: seconds(tokens.motion.durations.slower) * 1.5,
      ease: tokens.motion.easeOut,
    },
  },
};
