import type { Meta, StoryObj } from "@storybook/react-vite";
import { productsCopy } from "../../src/content/pages/products.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { products } from "../../src/content/products.ts";
import { projects } from "../../src/content/projects.ts";
import { ProductCard } from "../../src/pages/products/sections/ProductCard.tsx";
import { ProjectCard } from "../../src/pages/projects/sections/ProjectCard.tsx";
import { Surface } from "../support/Surface.tsx";

/** The project card (each service colour) and the product cards. */
const meta = {
  title: "Sections/Cards",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const byColour = (colour: string) => {
  const project = projects.find((p) => p.serviceColor === colour);
  if (!project) throw new Error(`No ${colour} project`);
  return project;
};

export const ProjectCards: Story = {
  render: () => (
    <Surface tone="alt">
      <div
        style={{
          display: "grid",
          gap: "2rem",
          gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))",
        }}
      >
        {(["blue", "purple", "green"] as const).map((colour) => (
          <ProjectCard key={colour} project={byColour(colour)} copy={projectsCopy} eager />
        ))}
      </div>
    </Surface>
  ),
};

export const ProductCards: Story = {
  render: () => {
    const [featured, ...rest] = products;
    return (
      <Surface tone="alt">
        <div style={{ display: "grid", gap: "2rem" }}>
          {featured && <ProductCard product={featured} copy={productsCopy} featured />}
          {rest.map((product) => (
            <ProductCard key={product.slug} product={product} copy={productsCopy} />
          ))}
        </div>
      </Surface>
    );
  },
};
