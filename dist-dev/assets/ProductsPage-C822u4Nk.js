import { r as pages, t as PageHero } from "./PageHero-D10tJ7rj.js";
import { m as require_jsx_dev_runtime } from "./index-BULS2Aaf.js";
// src/pages/products/ProductsPage.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/pages/products/ProductsPage.tsx";
var copy = pages.products;
function ProductsPage() {
	return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(PageHero, {
		eyebrow: copy.eyebrow,
		title: copy.heading,
		lead: copy.lead
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 5,
		columnNumber: 10
	}, this);
}
export { ProductsPage as default };
