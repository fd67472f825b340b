import { Globe2 } from "lucide-react";
import { pages } from "../../content/pages.ts";
import { Badge } from "../../ui/Badge.tsx";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.about;

export default function AboutPage() {
  return (
    <PageHero
      eyebrow={
        <Badge $tone="onDark">
          <Globe2 aria-hidden="true" />
          {copy.badge}
        </Badge>
      }
      title={copy.heading}
      lead={copy.lead}
    />
  );
}
