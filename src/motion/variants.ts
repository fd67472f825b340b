import type { Transition, Variants } from "framer-motion";
import { tokens } from "../../theme/tokens.ts";

const seconds = (ms: number) => ms / 1000;

export const easeOut: Transition = {
  duration: seconds(tokens.motion.durations.slower),
  ease: tokens.motion.easeOut,
};

/** Page change: a short fade and rise. Only on client navigation, never on first paint. */
export const pageTransition: Variants = {
  enter: { opacity: 0, y: 8 },
  shown: {
    opacity: 1,
    y: 0,
    transition: { duration: seconds(tokens.motion.durations.base), ease: tokens.motion.easeOut },
  },
};
