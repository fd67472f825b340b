/** Copy of the products page, from content/pages/products.en.yml. */
import copy from "content:page/products";

export type { ProductsCopy } from "../schema.ts";
export const productsCopy = copy;
