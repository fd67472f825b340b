import { clients } from "../../../content/clients.ts";
import { homeCopy } from "../../../content/pages/home.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { ClientLogoCarousel } from "../../../ui/ClientLogos.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";

const copy = homeCopy.clientsSection;

const logos = clients.map((client) => ({
  name: client.name,
  bgColor: client.bgColor,
  ...assetImage(client.image),
}));

/** The looping carousel of all ten client logos. */
export function Clients() {
  return (
    <Section labelledBy="clients-heading">
      <SectionHeader id="clients-heading" title={copy.heading} lead={copy.text} align="center" />
      <ClientLogoCarousel logos={logos} label={copy.carouselLabel} />
    </Section>
  );
}
