import { clients } from "../../content/clients.ts";
import { actionLabels } from "../../content/layout.ts";
import { homeCopy as copy } from "../../content/pages/home.ts";
import { routeById } from "../../content/routes.ts";
import { HeroActions, HeroSection } from "../../sections/HeroSection.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { LogoStrip } from "./sections/LogoStrip.tsx";

/**
 * Everything below the first screen, and the collections only it shows, in chunks of
 * their own (see deferredSections), fed from here like the sections above.
 */
const below = deferredSections(() =>
  Promise.all([
    import("./sections/BelowTheFold.tsx"),
    import("../../content/services.ts"),
    import("../../content/process.ts"),
    import("../../content/testimonials.ts"),
  ]).then(([{ BelowTheFold }, { services }, { processSteps }, { testimonials }]) => ({
    default: function HomeBelowTheFold() {
      return (
        <BelowTheFold
          copy={copy}
          actionLabels={actionLabels}
          clients={clients}
          services={services}
          steps={processSteps}
          testimonials={testimonials}
        />
      );
    },
  })),
);
if (import.meta.env.SSR) await below.preload();
else void below.preload();

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = copy;

/**
 * SPEC §2 "/ Home", in the spec's order: hero, logo strip, then (BelowTheFold.tsx) Our
 * Mission, services, Our Process, Recent Work, About teaser, client-logo carousel,
 * testimonials and the closing call to action.
 */
export default function HomePage() {
  return (
    <>
      <HeroSection
        copy={copy}
        actions={<HeroActions labels={actionLabels} mvpHref={routeById("mvpOffer").path} />}
      />
      <LogoStrip clients={clients} label={copy.logoStripLabel} />
      <below.Sections />
    </>
  );
}
