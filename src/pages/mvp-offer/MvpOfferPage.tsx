import { actionLabels } from "../../content/layout.ts";
import { mvpOfferCopy as copy } from "../../content/pages/mvpOffer.ts";
import { HeroActions, HeroSection } from "../../sections/HeroSection.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { OFFER_ID } from "./anchors.ts";
import { HeroFigures } from "./sections/HeroFigures.tsx";

/**
 * Everything below the hero, and the collections only it shows, in chunks of their own
 * (see deferredSections), fed from here like the hero.
 */
const below = deferredSections(() =>
  Promise.all([
    import("./sections/BelowTheFold.tsx"),
    import("../../content/clients.ts"),
    import("../../content/testimonials.ts"),
  ]).then(([{ BelowTheFold }, { clients }, { testimonials }]) => ({
    default: function MvpOfferBelowTheFold() {
      return (
        <BelowTheFold
          copy={copy}
          actionLabels={actionLabels}
          clients={clients}
          testimonials={testimonials}
        />
      );
    },
  })),
);
if (import.meta.env.SSR) await below.preload();
else void below.preload();

/** The landing page's hero books the short way and scrolls to the offer below. */
const heroLabels = { ...actionLabels, bookCall: actionLabels.bookCallShort };

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = copy;

/**
 * SPEC §2 "/lp/mvp-offer", in the spec's order: hero, then (BelowTheFold.tsx) client
 * logos, the three steps, the pricing card (#offer), testimonials, six project tiles and
 * the closing call to action.
 */
export default function MvpOfferPage() {
  return (
    <>
      <HeroSection
        copy={copy}
        actions={<HeroActions labels={heroLabels} mvpHref={`#${OFFER_ID}`} />}
      >
        <HeroFigures figures={copy.heroFigures} />
      </HeroSection>
      <below.Sections />
    </>
  );
}
