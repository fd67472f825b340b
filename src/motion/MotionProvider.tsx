import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

const loadFeatures = () => import("./features.ts").then((mod) => mod.default);

/**
 * LazyMotion with `m.*` components keeps framer-motion's initial cost small; the
 * animation features load asynchronously. reducedMotion="user" makes every animation
 * honour the visitor's prefers-reduced-motion setting.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
