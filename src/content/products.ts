/**
 * The agency's own products (content/products/), in display order. The heading count on
 * /products is derived from the data ({count.products} in the page's copy).
 */
import products from "content:collection/products";

export { products };
