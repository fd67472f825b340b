import type { ClientLogo } from "../../../content/schema.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { ClientLogoStrip } from "../../../ui/ClientLogoStrip.tsx";
import { Container } from "../../../ui/Container.tsx";
import styled from "styled-components";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** How many wordmarks the strip under the hero shows; the carousel further down has all. */
const STRIP_COUNT = 6;

interface LogoStripProps {
  clients: readonly ClientLogo[];
  /** Accessible name of the strip. */
  label: string;
}

export function LogoStrip({ clients, label }: LogoStripProps) {
  const logos = clients.slice(0, STRIP_COUNT).map((client) => ({
    name: client.name,
    ...assetImage(client.image),
  }));
  return (
    <Band>
      <Container>
        <ClientLogoStrip logos={logos} label={label} />
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding-block: ${theme.space[10]};
  background: ${theme.colors.bg};
  border-bottom: 1px solid ${theme.colors.border};
`;
