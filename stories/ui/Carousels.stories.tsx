import type { Meta, StoryObj } from "@storybook/react-vite";
import { clients } from "../../src/content/clients.ts";
import { testimonials } from "../../src/content/testimonials.ts";
import { ClientLogoCarousel } from "../../src/ui/ClientLogos.tsx";
import { TestimonialCard } from "../../src/ui/TestimonialCard.tsx";
import { Testimonials } from "../../src/ui/Testimonials.tsx";
import { assetImage } from "../../src/ui/assetUrl.ts";
import { Surface } from "../support/Surface.tsx";

/** The testimonial card and the site's two carousels (one keen-slider wrapper). */
const meta = {
  title: "UI/Carousels",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const first = testimonials[0];
if (!first) throw new Error("No testimonial");

export const Testimonial: Story = {
  render: () => (
    <Surface tone="alt">
      <div style={{ maxWidth: "24rem" }}>
        <TestimonialCard {...first} />
      </div>
    </Surface>
  ),
};

/** A grid on desktop, a looping carousel on a phone (switch the viewport to 390). */
export const TestimonialsCarousel: Story = {
  render: () => (
    <Surface tone="alt">
      <Testimonials items={testimonials} label="Client testimonials" />
    </Surface>
  ),
};

export const TestimonialsOnPhone: Story = {
  ...TestimonialsCarousel,
  tags: ["phone"],
  globals: { viewport: { value: "phone" } },
};

export const ClientLogos: Story = {
  render: () => (
    <Surface>
      <ClientLogoCarousel
        label="Client logos"
        logos={clients.map((c) => ({ ...assetImage(c.image), name: c.name, bgColor: c.bgColor }))}
      />
    </Surface>
  ),
};
