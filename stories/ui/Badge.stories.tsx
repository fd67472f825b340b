import type { Meta, StoryObj } from "@storybook/react-vite";
import Rocket from "lucide-react/icons/rocket";
import { Badge } from "../../src/ui/Badge.tsx";
import { Row, Stack, Surface } from "../support/Surface.tsx";

/** Small rounded labels: the accent badge, the three service colours, and on dark. */
const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Web Development", $tone: "blue" },
  argTypes: {
    $tone: { control: "inline-radio", options: ["accent", "blue", "purple", "green", "onDark"] },
  },
  render: (args) => (
    <Surface tone={args.$tone === "onDark" ? "dark" : "light"}>
      <Badge {...args} />
    </Surface>
  ),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTones: Story = {
  render: () => (
    <Stack>
      <Surface>
        <Row>
          <Badge>
            <Rocket aria-hidden="true" /> MVP in 2 Weeks
          </Badge>
          <Badge $tone="blue">Web Development</Badge>
          <Badge $tone="purple">UI/UX Design</Badge>
          <Badge $tone="green">E-Shop</Badge>
        </Row>
      </Surface>
      <Surface tone="alt">
        <Row>
          <Badge $tone="blue">Web Development</Badge>
          <Badge $tone="purple">UI/UX Design</Badge>
          <Badge $tone="green">E-Shop</Badge>
        </Row>
      </Surface>
      <Surface tone="dark">
        <Badge $tone="onDark">10+ Years Experience • Global Excellence</Badge>
      </Surface>
    </Stack>
  ),
};
