import { clients } from "../../../content/clients.ts";
import { mvpOfferCopy } from "../../../content/pages/mvpOffer.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { ClientLogoCarousel } from "../../../ui/ClientLogos.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";

const copy = mvpOfferCopy;

const logos = clients.map((client) => ({
  name: client.name,
  bgColor: client.bgColor,
  ...assetImage(client.image),
}));

export function Clients() {
  return (
    <Section labelledBy="mvp-clients-heading">
      <SectionHeader id="mvp-clients-heading" title={copy.clientsHeading} align="center" />
      <ClientLogoCarousel logos={logos} label={copy.clientsCarouselLabel} />
    </Section>
  );
}
