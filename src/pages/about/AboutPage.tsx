import Globe from "lucide-react/icons/globe";
import { actionLabels } from "../../content/layout.ts";
import { aboutCopy } from "../../content/pages/about.ts";
import { Badge } from "../../ui/Badge.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";
import { CoreValues } from "./sections/CoreValues.tsx";
import { GlobalTeam } from "./sections/GlobalTeam.tsx";
import { MissionVision } from "./sections/MissionVision.tsx";
import { StatsStrip } from "./sections/StatsStrip.tsx";

const copy = aboutCopy;

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = aboutCopy;

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={
          <Badge $tone="onDark">
            <Globe aria-hidden="true" />
            {copy.badge}
          </Badge>
        }
        title={copy.heading}
        lead={copy.lead}
      />
      <StatsStrip stats={copy.stats} />
      <MissionVision mission={copy.mission} vision={copy.vision} />
      <CoreValues eyebrow={copy.valuesEyebrow} heading={copy.valuesHeading} values={copy.values} />
      <GlobalTeam {...copy.globalTeam} />
      <CallToAction
        {...copy.closingCta}
        actions={<ContactAndBookActions labels={actionLabels} />}
      />
    </>
  );
}
