import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { Product, ProductsCopy } from "../../../content/schema.ts";
import { Section } from "../../../ui/Section.tsx";
import { SectionIntro } from "../../../ui/SectionIntro.tsx";
import { ProductCard } from "./ProductCard.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";
import { bandGroup } from "../../../ui/bandGroup.ts";

const HEADING_ID = "portfolio-heading";

/** "5 Products • Growing Portfolio": the first product featured full width, then pairs. */
export function ProductGrid({
  copy,
  products,
}: {
  copy: ProductsCopy;
  products: readonly Product[];
}) {
  return (
    <Section tone="alt" labelledBy={HEADING_ID}>
      <SectionIntro
        id={HEADING_ID}
        heading={copy.portfolioHeading}
        text={copy.portfolioText}
        align="center"
      />
      <Grid role="list" {...bandGroup}>
        {products.map((product, index) => (
          <Item key={product.slug} $featured={index === 0}>
            <ProductCard product={product} copy={copy} featured={index === 0} />
          </Item>
        ))}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${theme.space[8]};
  }
`;

const Item = styled.li<{ $featured: boolean }>`
  display: flex;
  ${media.md} {
    grid-column: ${({ $featured }) => ($featured ? "1 / -1" : "auto")};
  }
`;
