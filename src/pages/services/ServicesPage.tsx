import { actionLabels } from "../../content/layout.ts";
import { servicesCopy } from "../../content/pages/services.ts";
import { services } from "../../content/services.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";
import { FeaturedMvp } from "./sections/FeaturedMvp.tsx";
import { ServiceCards } from "./sections/ServiceCards.tsx";
import { WhyChoose } from "./sections/WhyChoose.tsx";

const copy = servicesCopy;
/** The MVP has its own featured block; the other services are cards. */
const cardServices = services.filter((service) => service.slug !== "mvp");

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = servicesCopy;

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <FeaturedMvp copy={copy.mvpFeature} />
      <ServiceCards
        intro={copy.servicesSection}
        services={cardServices}
        labels={{
          link: copy.cardLinkLabel,
          linkAbout: copy.cardLinkAbout,
          features: copy.featuresLabel,
          benefits: copy.benefitsLabel,
        }}
      />
      <WhyChoose copy={copy.whyChoose} />
      <CallToAction
        {...copy.closingCta}
        actions={<ContactAndBookActions labels={actionLabels} />}
      />
    </>
  );
}
