import type { ReactNode } from "react";
import { m, useReducedMotion } from "framer-motion";
import styled from "styled-components";
import { MotionProvider } from "../motion/MotionProvider.tsx";
import { heroArt } from "../motion/sectionVariants.ts";

/** The animated hero frame, loaded after hydration (see HeroArt). */
export default function HeroArtMotion({ children }: { children: ReactNode }) {
  // Under reduced motion the art is already in place (see HeroArt's still frame).
  const reduced = useReducedMotion() ?? false;
  return (
    <MotionProvider>
      <Frame variants={heroArt} initial={reduced ? false : "enter"} animate="shown">
        {children}
      </Frame>
    </MotionProvider>
  );
}

const Frame = styled(m.div)`
  img {
    width: 100%;
    height: auto;
  }
`;
