import type { Meta, StoryObj } from "@storybook/react-vite";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { Button } from "../../src/ui/Button.tsx";
import { ButtonLink, ExternalButtonLink } from "../../src/ui/ButtonLink.tsx";
import { Row, Stack, Surface } from "../support/Surface.tsx";

/** Every button and button-shaped link: variants, sizes, states, on light and dark. */
const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Book a Call", variant: "primary", size: "md", disabled: false },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "ghost", "light", "outlineLight"],
    },
    size: { control: "inline-radio", options: ["md", "lg"] },
  },
  render: (args) => {
    const onDark = args.variant === "light" || args.variant === "outlineLight";
    return (
      <Surface tone={onDark ? "dark" : "light"}>
        <Button {...args} />
      </Surface>
    );
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Learn More" } };
export const LightOnDark: Story = { args: { variant: "light" } };
export const OutlineOnDark: Story = { args: { variant: "outlineLight" } };
export const Large: Story = { args: { size: "lg" } };
export const Disabled: Story = { args: { disabled: true, children: "Sending..." } };

const allVariants = (
  <Stack>
    <Surface>
      <Row>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
      </Row>
    </Surface>
    <Surface tone="dark">
      <Row>
        <Button>Primary</Button>
        <Button variant="light">Light</Button>
        <Button variant="outlineLight">Outline</Button>
      </Row>
    </Surface>
  </Stack>
);

/** Every variant hovered (CSS :hover forced by the pseudo-states addon). */
export const Hover: Story = {
  render: () => allVariants,
  parameters: { pseudo: { hover: ["button"] } },
};

/** Every variant with a keyboard focus ring (:focus-visible forced). */
export const FocusVisible: Story = {
  render: () => allVariants,
  parameters: { pseudo: { focusVisible: ["button"] } },
};

/** Links that look like buttons: a route link and an external link (new tab). */
export const Links: Story = {
  render: () => (
    <Surface>
      <Row>
        <ButtonLink to="/contact" size="lg">
          Contact Us
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <ExternalButtonLink href="https://example.com/book" variant="secondary" size="lg">
          <CalendarDays aria-hidden="true" />
          Book a Call
        </ExternalButtonLink>
      </Row>
    </Surface>
  ),
};
