import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExternalLink } from "../../src/ui/ExternalLink.tsx";
import { Eyebrow, Heading, Lead } from "../../src/ui/Heading.tsx";
import { SectionHeader } from "../../src/ui/SectionHeader.tsx";
import { Stack, Surface } from "../support/Surface.tsx";

/** Headings, eyebrows, leads, section headers and external links, on light and dark. */
const meta = {
  title: "UI/Typography",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (onDark: boolean) => (
  <Stack>
    <Eyebrow $onDark={onDark}>Software Product Development Agency</Eyebrow>
    <Heading level={1}>We Turn Ideas Into Software Products</Heading>
    <Heading level={2}>Our Process</Heading>
    <Heading level={3}>Discovery &amp; Strategy</Heading>
    <Lead $onDark={onDark}>From a live MVP in 2 weeks to the platforms your business runs on.</Lead>
    <p>
      Read the case study on{" "}
      <ExternalLink href="https://example.com">the client&apos;s site</ExternalLink>.
    </p>
  </Stack>
);

export const OnLight: Story = { render: () => <Surface>{sample(false)}</Surface> };
export const OnDark: Story = { render: () => <Surface tone="dark">{sample(true)}</Surface> };

export const SectionHeaders: Story = {
  render: () => (
    <Surface tone="alt">
      <SectionHeader
        id="story-section-header"
        title="What We Do"
        lead="Three ways to work with us, from a fixed-price launch to a long-term partnership."
      />
    </Surface>
  ),
};
