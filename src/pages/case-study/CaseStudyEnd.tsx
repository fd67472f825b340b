import { usePageData } from "../../app/routeContext.ts";
import { caseStudyCopy as copy } from "../../content/pages/caseStudy.ts";
import { routeById } from "../../content/routes.ts";
import { ButtonLink } from "../../ui/ButtonLink.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { Container } from "../../ui/Container.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { Section } from "../../ui/Section.tsx";
import { TestimonialCard } from "../../ui/TestimonialCard.tsx";
import { image } from "./artwork.ts";
import type { loader } from "./CaseStudyPage.tsx";
import {
  Arrow,
  Gallery,
  NeighbourLink,
  NeighbourList,
  Neighbours,
  Quote,
} from "./caseStudyEndStyles.ts";

/**
 * The end of a case study, below its story: the client's words, the gallery, the
 * neighbouring case studies and the call to action. A chunk of its own (CaseStudyPage.tsx
 * defers it), reading the same loader data as the page.
 */
export default function CaseStudyEnd() {
  const { project, study, testimonial, previous, next } = usePageData<typeof loader>();
  const gallery = [{ image: project.image, alt: project.imageAlt }, ...study.gallery];
  return (
    <>
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
