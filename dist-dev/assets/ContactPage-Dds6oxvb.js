import { d as CalendarDays, l as ExternalButtonLink, m as require_jsx_dev_runtime, p as createLucideIcon, r as Badge, u as site } from "./index-BULS2Aaf.js";
import { n as actionLabels, r as pages, t as PageHero } from "./PageHero-D10tJ7rj.js";
// node_modules/lucide-react/dist/esm/icons/clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "clock",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "M12 6v6l4 2",
		key: "mmk7yg"
	}]]
};
__iconData.node;
var Clock = createLucideIcon(__iconData);
// src/pages/contact/ContactPage.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/pages/contact/ContactPage.tsx";
var copy = pages.contact;
function ContactPage() {
	return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(PageHero, {
		eyebrow: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Badge, {
			$tone: "onDark",
			children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Clock, { "aria-hidden": "true" }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 10,
				columnNumber: 11
			}, this), copy.badge]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 9,
			columnNumber: 29
		}, this),
		title: copy.heading,
		lead: copy.lead,
		actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(ExternalButtonLink, {
			href: site.bookingUrl,
			size: "lg",
			children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(CalendarDays, { "aria-hidden": "true" }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 13,
				columnNumber: 11
			}, this), actionLabels.bookCallShort]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 12,
			columnNumber: 66
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 9,
		columnNumber: 10
	}, this);
}
export { ContactPage as default };
