import { deferredSections } from "../../ui/deferredSections.tsx";
import { MvpHero } from "./sections/MvpHero.tsx";

/** Everything below the hero: its own chunk (see deferredSections). */
const below = deferredSections(() => import("./sections/BelowTheFold.tsx"));
if (import.meta.env.SSR) await below.preload();
else void below.preload();

/**
 * SPEC §2 "/lp/mvp-offer", in the spec's order: hero, then (BelowTheFold.tsx) client
 * logos, the three steps, the pricing card (#offer), testimonials, six project tiles and
 * the closing call to action.
 */
export default function MvpOfferPage() {
  return (
    <>
      <MvpHero />
      <below.Sections />
    </>
  );
}
