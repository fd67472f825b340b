import { ArrowUpRight, MessageSquare } from "lucide-react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { caseStudyCopy as copy } from "../../content/pages/caseStudy.ts";
import { pageLocale, sitePath } from "../../content/locale.ts";
import { publishedData } from "../../content/publishedData.ts";
import type { CaseStudyPageData } from "../../content/publishingTypes.ts";
import { routeById } from "../../content/routes.ts";
import { site } from "../../content/site.ts";
import { fillText } from "../../content/text.ts";
import { breadcrumbLd, publishedSlug, socialImage } from "../../content/publishedMeta.ts";
import { imageIn } from "../../ui/assetImage.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Breadcrumb } from "../../ui/Breadcrumb.tsx";
import { ButtonLink, ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { Container } from "../../ui/Container.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Prose } from "../../ui/Prose.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { Section } from "../../ui/Section.tsx";
import { TestimonialCard } from "../../ui/TestimonialCard.tsx";
import {
  Arrow,
  Aside,
  Chips,
  Facts,
  Features,
  Figures,
  Frame,
  Gallery,
  NeighbourLink,
  NeighbourList,
  Neighbours,
  Outcomes,
  Panel,
  Part,
  Quote,
  Story,
} from "./caseStudyStyles.ts";

/** The projects' artwork (card images and gallery), with their built URLs. */
const artwork = import.meta.glob<string>("../../../assets/projects/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const image = (path: string) => imageIn(artwork, "../../../assets/", path);

export async function loader({ params }: LoaderFunctionArgs) {
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
  const { project, study, testimonial, previous, next } = useLoaderData<typeof loader>();
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
  const gallery = [{ image: project.image, alt: project.imageAlt }, ...study.gallery];
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

      {testimonial && (
        <Section tone="alt" narrow labelledBy="quote-heading">
          <Heading level={2} size="xl" align="center" id="quote-heading">
            {copy.quoteHeading}
          </Heading>
          <Quote>
            <TestimonialCard
              quote={testimonial.quote}
              author={testimonial.author}
              position={testimonial.position}
              rating={testimonial.rating}
            />
          </Quote>
        </Section>
      )}

      <Section labelledBy="gallery-heading">
        <Heading level={2} id="gallery-heading">
          {copy.galleryHeading}
        </Heading>
        <Gallery role="list">
          {gallery.map((item) => (
            <li key={item.image}>
              <img {...image(item.image)} alt={item.alt} loading="lazy" decoding="async" />
            </li>
          ))}
        </Gallery>
      </Section>

      <Neighbours aria-label={copy.neighboursLabel}>
        <Container>
          <NeighbourList role="list">
            <li>
              <NeighbourLink to={`/projects/${previous.slug}`} rel="prev">
                <Arrow aria-hidden="true">←</Arrow>
                <span>
                  <small>{copy.previous}</small>
                  {previous.title}
                </span>
              </NeighbourLink>
            </li>
            <li>
              <NeighbourLink to={`/projects/${next.slug}`} rel="next" $end>
                <span>
                  <small>{copy.next}</small>
                  {next.title}
                </span>
                <Arrow aria-hidden="true">→</Arrow>
              </NeighbourLink>
            </li>
          </NeighbourList>
        </Container>
      </Neighbours>

      <CallToAction
        heading={copy.ctaHeading}
        text={copy.ctaText}
        actions={
          <ButtonLink to={routeById("contact").path} variant="primary" size="lg">
            {copy.discussProject}
          </ButtonLink>
        }
      />
    </>
  );
}
