import styled from "styled-components";
import { media, ms } from "../../../../theme/media.ts";
import type { ContactCopy, FaqItem } from "../../../content/schema.ts";
import { site } from "../../../content/site.ts";
import { Eyebrow, Heading } from "../../../ui/Heading.tsx";
import { Container } from "../../../ui/Container.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const HEADING_ID = "contact-faq-heading";

/**
 * The four FAQ items as native disclosures: keyboard and screen-reader support built in,
 * and working from the pre-rendered HTML, so the section is a deferred chunk of its own
 * (ContactPage) and stays out of the page's initial JavaScript.
 */
export function ContactFaq({
  copy,
  items,
}: {
  copy: Pick<ContactCopy, "faqEyebrow" | "faqHeading" | "faqLead">;
  items: readonly FaqItem[];
}) {
  return (
    <Band aria-labelledby={HEADING_ID}>
      <Layout>
        <Intro>
          <Eyebrow>{copy.faqEyebrow}</Eyebrow>
          <Heading level={2} id={HEADING_ID}>
            {copy.faqHeading}
          </Heading>
          <IntroText>
            {copy.faqLead} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </IntroText>
        </Intro>
        <List role="list">
          {items.map((item) => (
            <li key={item.slug}>
              <Item>
                <Question>
                  <span>{item.question}</span>
                  <Toggle aria-hidden="true" />
                </Question>
                <Answer>{item.answer}</Answer>
              </Item>
            </li>
          ))}
        </List>
      </Layout>
    </Band>
  );
}

/** A light band with the page's section rhythm (ui/Section's look, without its extra chunk). */
const Band = styled.section`
  padding-block: ${theme.sectionSpace};
  background: ${theme.colors.bg};
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${theme.space[10]};
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${theme.space[16]};
    align-items: start;
  }
`;

const Intro = styled.div`
  ${media.lg} {
    position: sticky;
    top: calc(${theme.sizes.headerHeight} + ${theme.space[8]});
  }
`;

const IntroText = styled.p`
  margin-top: ${theme.space[5]};
  max-width: 26rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  a {
    color: ${theme.colors.accentText};
    font-weight: ${theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Item = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  transition:
    border-color ${ms(theme.motion.durations.base)} ${theme.motion.easings.out},
    box-shadow ${ms(theme.motion.durations.base)} ${theme.motion.easings.out};
  &:hover {
    border-color: ${theme.colors.borderMedium};
  }
  &[open] {
    border-color: ${theme.colors.borderMedium};
    box-shadow: ${theme.shadows.md};
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]} ${theme.space[6]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  cursor: pointer;
  list-style: none;
  border-radius: ${theme.radii.lg};
  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline-offset: -3px;
    border-radius: ${theme.radii.lg};
  }
  details[open] > & {
    color: ${theme.colors.accentText};
  }
`;

/** A plus drawn in CSS that turns into a cross when the item is open. */
const Toggle = styled.span`
  position: relative;
  flex-shrink: 0;
  width: ${theme.space[8]};
  height: ${theme.space[8]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  transition: transform ${ms(theme.motion.durations.base)} ${theme.motion.easings.out};
  &::before,
  &::after {
    content: "";
    position: absolute;
    inset: 50% auto auto 50%;
    width: ${theme.space[3]};
    height: 2px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accentText};
    transform: translate(-50%, -50%);
  }
  &::after {
    transform: translate(-50%, -50%) rotate(90deg);
  }
  details[open] & {
    transform: rotate(45deg);
  }
`;

const Answer = styled.p`
  padding: 0 ${theme.space[6]} ${theme.space[6]};
  max-width: 44rem;
  color: ${theme.colors.textMuted};
`;
