import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import MessageSquare from "lucide-react/icons/message-square";
import { usePageData, type LoaderArgs } from "../../app/routeContext.ts";
import { caseStudyCopy as copy } from "../../content/pages/caseStudy.ts";
import { pageLocale, sitePath } from "../../content/locale.ts";
import { publishedData } from "../../content/publishedData.ts";
import type { CaseStudyPageData } from "../../content/publishingTypes.ts";
import { routeById } from "../../content/routes.ts";
import { site } from "../../content/site.ts";
import { fillText } from "../../content/text.ts";
import { breadcrumbLd, publishedSlug, socialImage } from "../../content/publishedMeta.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Breadcrumb } from "../../ui/Breadcrumb.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { ButtonLink, ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Prose } from "../../ui/Prose.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { Section } from "../../ui/Section.tsx";
import { image } from "./artwork.ts";
import {
  Aside,
  Chips,
  Facts,
  Features,
  Figures,
  Frame,
  Outcomes,
  Panel,
  Part,
  Story,
} from "./caseStudyStyles.ts";

/**
 * Below the story (the client's quote, the gallery, the neighbours, the call to action): a
 * chunk of its own (see deferredSections), so the first screen's JavaScript is the page's.
 */
const end = deferredSections(() => import("./CaseStudyEnd.tsx"));
if (import.meta.env.SSR) await end.preload();
else void end.preload();

export async function loader({ params }: LoaderArgs) {
  const slug = publishedSlug(params.slug);
  const data = await publishedData<CaseStudyPageData>(`case-studies/${slug}`);
  const { project, study } = data;
  const path = sitePath(`/projects/${slug}`);
  const title = fillText(copy.metaTitle, { title: project.title });
  const projects = routeById("projects");
  return {
    ...data,
    meta: {
      title,
      description: study.summary,
      keywords: [project.client, project.service, study.industry, ...project.technologies],
      image: socialImage(path),
      type: "article" as const,
      alternates: data.alternates,
    },
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        inLanguage: pageLocale,
        headline: project.title,
        description: study.summary,
        image: `${site.siteUrl}${socialImage(path)}`,
        about: { "@type": "Organization", name: project.client },
        author: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
        publisher: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
        mainEntityOfPage: `${site.siteUrl}${path}`,
        keywords: project.technologies.join(", "),
      },
      breadcrumbLd([
        { name: copy.homeLabel, path: sitePath("/") },
        { name: projects.navLabel ?? copy.projectsLabel, path: sitePath(projects.path) },
        { name: project.title, path },
      ]),
    ],
  };
}

/** A project's story: the client, the problem, our approach, what we built, the results. */
export default function CaseStudyPage() {
  const { project, study } = usePageData<typeof loader>();
  const titleId = "case-study-title";
  const facts = [
    [copy.facts.client, project.client],
    [copy.facts.industry, study.industry],
    [copy.facts.location, study.location],
    [copy.facts.year, String(study.year)],
    [copy.facts.duration, study.duration],
    [copy.facts.team, study.team],
    [copy.facts.service, project.service],
  ] as const;
  return (
    <>
      <PageHero
        eyebrow={
          <Breadcrumb
            onDark
            label={copy.breadcrumbLabel}
            items={[
              { label: copy.homeLabel, to: "/" },
              { label: copy.projectsLabel, to: routeById("projects").path },
              { label: project.title },
            ]}
          />
        }
        title={<span id={titleId}>{project.title}</span>}
        lead={study.summary}
        actions={
          <>
            <ExternalButtonLink href={project.url} variant="primary" aria-describedby={titleId}>
              {copy.viewProject}
              <ArrowUpRight aria-hidden="true" />
            </ExternalButtonLink>
            <ButtonLink
              to={routeById("contact").path}
              variant="outlineLight"
              aria-describedby={titleId}
            >
              <MessageSquare aria-hidden="true" />
              {copy.discussProject}
            </ButtonLink>
          </>
        }
        art={
          <Frame>
            <img {...image(project.image)} alt={project.imageAlt} decoding="async" />
          </Frame>
        }
      />

      <Section tone="alt" labelledBy="outcomes-heading">
        <Outcomes>
          <Heading level={2} size="xl" id="outcomes-heading">
            {copy.outcomesHeading}
          </Heading>
          <Figures role="list">
            {study.outcomes.map((outcome) => (
              <li key={outcome.label}>
                <strong>{outcome.value}</strong>
                <span>{outcome.label}</span>
              </li>
            ))}
          </Figures>
        </Outcomes>
      </Section>

      <Section labelledBy={titleId}>
        <Story>
          <Prose>
            {study.sections.map((section) => (
              <Part key={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <RichText body={section.body} />
              </Part>
            ))}
          </Prose>
          <Aside>
            <Panel>
              <Heading level={2} size="lg">
                {copy.factsLabel}
              </Heading>
              <Facts>
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </Facts>
            </Panel>
            <Panel>
              <Heading level={2} size="lg">
                {copy.featuresHeading}
              </Heading>
              <Features role="list">
                {project.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
            </Panel>
            <Panel>
              <Heading level={2} size="lg">
                {copy.technologiesHeading}
              </Heading>
              <Chips role="list">
                {project.technologies.map((tech) => (
                  <li key={tech}>
                    <Badge $tone={project.serviceColor}>{tech}</Badge>
                  </li>
                ))}
              </Chips>
            </Panel>
          </Aside>
        </Story>
      </Section>

      <end.Sections />
    </>
  );
}
