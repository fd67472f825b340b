import { deferredSections } from "../../ui/deferredSections.tsx";
import { HomeHero } from "./sections/HomeHero.tsx";
import { LogoStrip } from "./sections/LogoStrip.tsx";

/** Everything below the first screen: its own chunk (see deferredSections). */
const below = deferredSections(() => import("./sections/BelowTheFold.tsx"));
if (import.meta.env.SSR) await below.preload();
else void below.preload();

/**
 * SPEC §2 "/ Home", in the spec's order: hero, logo strip, then (BelowTheFold.tsx) Our
 * Mission, services, Our Process, Recent Work, About teaser, client-logo carousel,
 * testimonials and the closing call to action.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <LogoStrip />
      <below.Sections />
    </>
  );
}
