import type { ClientLogo } from "../content/schema.ts";
import { assetImage } from "../ui/assetUrl.ts";
import { ClientLogoCarousel } from "../ui/ClientLogos.tsx";
import { Section } from "../ui/Section.tsx";
import { SectionHeader } from "../ui/SectionHeader.tsx";

interface ClientsSectionProps {
  /** id of the section's heading (unique on its page). */
  headingId: string;
  heading: string;
  lead?: string;
  /** Accessible name of the carousel. */
  carouselLabel: string;
  clients: readonly ClientLogo[];
}

/** The looping carousel of every client logo (home and /lp/mvp-offer). */
export function ClientsSection({
  headingId,
  heading,
  lead,
  carouselLabel,
  clients,
}: ClientsSectionProps) {
  const logos = clients.map((client) => ({
    name: client.name,
    bgColor: client.bgColor,
    ...assetImage(client.image),
  }));
  return (
    <Section labelledBy={headingId}>
      <SectionHeader id={headingId} title={heading} lead={lead} align="center" />
      <ClientLogoCarousel logos={logos} label={carouselLabel} />
    </Section>
  );
}
