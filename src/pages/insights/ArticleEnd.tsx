import { usePageData } from "../../app/routeContext.ts";
import { insightsCopy as copy } from "../../content/pages/insights.ts";
import { routeById } from "../../content/routes.ts";
import { ArticleCard } from "../../sections/ArticleCard.tsx";
import { ButtonLink } from "../../ui/ButtonLink.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { Section } from "../../ui/Section.tsx";
import type { loader } from "./ArticlePage.tsx";
import { Related } from "./articleStyles.ts";

/**
 * The end of an article, below its body: related articles and the call to action. A chunk
 * of its own (ArticlePage.tsx defers it), reading the same loader data as the page.
 */
export default function ArticleEnd() {
  const { related } = usePageData<typeof loader>();
  return (
    <>
      {related.length > 0 && (
        <Section tone="alt" labelledBy="related-heading">
          <Heading level={2} id="related-heading">
            {copy.relatedHeading}
          </Heading>
          <Related role="list">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} copy={copy} level={3} />
              </li>
            ))}
          </Related>
        </Section>
      )}

      <CallToAction
        heading={copy.cta.heading}
        text={copy.cta.text}
        actions={
          <ButtonLink to={routeById("contact").path} variant="primary" size="lg">
            {copy.cta.button}
          </ButtonLink>
        }
      />
    </>
  );
}
