import CalendarDays from "lucide-react/icons/calendar-days";
import { useMemo } from "react";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import type { LegalPageCopy, LegalSection } from "../../content/schema.ts";
import { Container } from "../../ui/Container.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { useToday } from "../../ui/useToday.ts";
import { formatLongDate, isoDay } from "../../ui/formatDate.ts";
import { useActiveSection } from "./useActiveSection.ts";
import { overline } from "../../ui/textStyles.ts";
import { tokens as theme } from "../../../theme/tokens.ts";
import { bandGroup } from "../../ui/bandGroup.ts";

interface LegalPageProps {
  copy: LegalPageCopy;
  sections: readonly LegalSection[];
}

/**
 * The one layout of Terms and Privacy: hero with "Last updated", a table of contents
 * (sticky beside the text on wide screens) and numbered sections whose headings carry
 * the anchor ids.
 */
export function LegalPage({ copy, sections }: LegalPageProps) {
  const today = useToday();
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const active = useActiveSection(ids);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <Updated>
          <CalendarDays aria-hidden="true" />
          <span>
            {copy.lastUpdatedLabel}: <time dateTime={isoDay(today)}>{formatLongDate(today)}</time>
          </span>
        </Updated>
      </PageHero>
      <Body>
        <Layout>
          <Toc aria-labelledby="toc-heading">
            <TocHeading id="toc-heading">{copy.tocLabel}</TocHeading>
            <TocList>
              {sections.map((section, index) => (
                <li key={section.id}>
                  <TocLink
                    href={`#${section.id}`}
                    aria-current={active === section.id ? "location" : undefined}
                  >
                    <TocNum aria-hidden="true">{index + 1}.</TocNum>
                    <span>{section.title}</span>
                  </TocLink>
                </li>
              ))}
            </TocList>
          </Toc>
          <Document {...bandGroup}>
            {sections.map((section, index) => (
              <Part key={section.id}>
                <h2 id={section.id}>
                  <Num>{index + 1}.</Num> {section.title}
                </h2>
                <RichText body={section.body} />
              </Part>
            ))}
          </Document>
        </Layout>
      </Body>
    </>
  );
}

const Updated = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[8]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  time {
    color: ${theme.colors.textOnDark};
    font-weight: ${theme.fontWeights.semibold};
  }
  svg {
    width: 1.1em;
    height: 1.1em;
    color: ${theme.colors.accentOnDark};
  }
`;

const Body = styled.div`
  padding-block: ${theme.sectionSpace};
`;

const Layout = styled(Container)`
  display: grid;
  /* A long e-mail address or URL wraps instead of widening the column (and the page). */
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: break-word;
  gap: ${theme.space[10]};
  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 46rem);
    justify-content: space-between;
    gap: ${theme.space[16]};
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bgAlt};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.sizes.headerHeight} + ${theme.space[8]});
    max-height: calc(100vh - ${theme.sizes.headerHeight} - ${theme.space[16]});
    overflow-y: auto;
  }
`;

const TocHeading = styled.p`
  margin-bottom: ${theme.space[3]};
  ${overline}
  color: ${theme.colors.textMuted};
`;

const TocList = styled.ol.attrs({ role: "list" })`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${theme.space[6]};
  }
  ${media.lg} {
    grid-template-columns: 1fr;
  }
`;

const TocLink = styled.a`
  display: flex;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  &[aria-current] {
    color: ${theme.colors.accentText};
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.semibold};
    box-shadow: ${theme.shadows.sm};
  }
`;

const Num = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.accentText};
`;

const TocNum = styled(Num)`
  min-width: 1.75em;
`;

const Document = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: clamp(${theme.space[10]}, 4vw, ${theme.space[12]});
`;

const Part = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  color: ${theme.colors.textMuted};
  h2 {
    padding-bottom: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: ${theme.letterSpacings.snug};
    line-height: ${theme.lineHeights.snug};
  }
  ul {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: ${theme.space[6]};
  }
  li::marker {
    color: ${theme.colors.accent};
  }
  a {
    color: ${theme.colors.accentText};
    font-weight: ${theme.fontWeights.medium};
    text-underline-offset: 0.2em;
  }
`;
