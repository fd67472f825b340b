import type { Meta, StoryObj } from "@storybook/react-vite";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { homeCopy } from "../../src/content/pages/home.ts";
import { ButtonLink, ExternalButtonLink } from "../../src/ui/ButtonLink.tsx";
import { CallToAction } from "../../src/ui/CallToAction.tsx";
import { Card } from "../../src/ui/Card.tsx";
import { Heading } from "../../src/ui/Heading.tsx";
import { HeroArt } from "../../src/ui/HeroArt.tsx";
import { PageHero } from "../../src/ui/PageHero.tsx";
import { Section } from "../../src/ui/Section.tsx";
import { Stars } from "../../src/ui/Stars.tsx";
import { assetImage } from "../../src/ui/assetUrl.ts";
import { Row, Surface } from "../support/Surface.tsx";

/** Bands, cards, heroes and the closing call to action. */
const meta = {
  title: "UI/Surfaces",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionTones: Story = {
  render: () => (
    <>
      {(["light", "alt", "dark"] as const).map((tone) => (
        <Section key={tone} tone={tone} labelledBy={`section-${tone}`}>
          <Heading level={2} id={`section-${tone}`}>
            A {tone} section band
          </Heading>
        </Section>
      ))}
    </>
  ),
};

const card = (
  <Card>
    <Heading level={3}>Product Development</Heading>
    <p>Web, mobile, PWA, e-commerce and CMS products, designed and built to last.</p>
    <Stars rating={5} label="Rated 5 out of 5" />
  </Card>
);

export const Cards: Story = {
  render: () => (
    <Surface tone="alt">
      <Row>
        {card}
        <Card $interactive>
          <Heading level={3}>Interactive card</Heading>
          <p>Lifts on hover.</p>
        </Card>
      </Row>
    </Surface>
  ),
};

export const CardHover: Story = {
  render: () => (
    <Surface tone="alt">
      <Card $interactive>
        <Heading level={3}>Interactive card, hovered</Heading>
        <p>Lifts on hover.</p>
      </Card>
    </Surface>
  ),
  parameters: { pseudo: { hover: ["article"] } },
};

export const Hero: Story = {
  render: () => (
    <PageHero
      eyebrow={homeCopy.eyebrow}
      title={homeCopy.heading}
      lead={homeCopy.lead}
      art={<HeroArt {...assetImage("hero/hero-art.svg")} />}
      actions={
        <>
          <ExternalButtonLink href="https://example.com/book" size="lg">
            <CalendarDays aria-hidden="true" />
            Book a Call with Our Team
          </ExternalButtonLink>
          <ButtonLink to="/services" size="lg" variant="outlineLight">
            Explore Our Services
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  ),
};

export const ClosingCallToAction: Story = {
  render: () => (
    <CallToAction
      heading={homeCopy.closingCta.heading}
      text={homeCopy.closingCta.text}
      actions={
        <>
          <ButtonLink to="/contact" size="lg">
            Contact Us
          </ButtonLink>
          <ExternalButtonLink href="https://example.com/book" size="lg" variant="secondary">
            Book a Call
          </ExternalButtonLink>
        </>
      }
    />
  ),
};
