import { m as require_jsx_dev_runtime, p as createLucideIcon, r as Badge } from "./index-BULS2Aaf.js";
import { r as pages, t as PageHero } from "./PageHero-D10tJ7rj.js";
// node_modules/lucide-react/dist/esm/icons/earth.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "earth",
	size: 24,
	node: [
		["path", {
			d: "M21.54 15H17a2 2 0 0 0-2 2v4.54",
			key: "1djwo0"
		}],
		["path", {
			d: "M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17",
			key: "1tzkfa"
		}],
		["path", {
			d: "M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05",
			key: "14pb5j"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}]
	],
	aliases: ["globe-2"]
};
__iconData.node;
var Earth = createLucideIcon(__iconData);
// src/pages/about/AboutPage.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/pages/about/AboutPage.tsx";
var copy = pages.about;
function AboutPage() {
	return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(PageHero, {
		eyebrow: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Badge, {
			$tone: "onDark",
			children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Earth, { "aria-hidden": "true" }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 8,
				columnNumber: 11
			}, this), copy.badge]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 7,
			columnNumber: 29
		}, this),
		title: copy.heading,
		lead: copy.lead
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { AboutPage as default };
