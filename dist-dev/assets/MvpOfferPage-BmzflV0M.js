import { c as ButtonLink, d as CalendarDays, f as ArrowRight, l as ExternalButtonLink, m as require_jsx_dev_runtime, u as site } from "./index-BULS2Aaf.js";
import { t as Rocket } from "./rocket-BdPNxCof.js";
import { n as actionLabels, r as pages, t as PageHero } from "./PageHero-D10tJ7rj.js";
// src/pages/mvp-offer/MvpOfferPage.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/pages/mvp-offer/MvpOfferPage.tsx";
var copy = pages.mvpOffer;
function MvpOfferPage() {
	return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(PageHero, {
		eyebrow: copy.eyebrow,
		title: copy.heading,
		lead: copy.lead,
		actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(import_jsx_dev_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(ExternalButtonLink, {
				href: site.bookingUrl,
				size: "lg",
				children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(CalendarDays, { "aria-hidden": "true" }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 10,
					columnNumber: 13
				}, this), actionLabels.bookCallShort]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 9,
				columnNumber: 11
			}, this),
			/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(ButtonLink, {
				to: "#offer",
				size: "lg",
				variant: "outlineLight",
				children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Rocket, { "aria-hidden": "true" }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 14,
					columnNumber: 13
				}, this), actionLabels.mvp]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 13,
				columnNumber: 11
			}, this),
			/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(ButtonLink, {
				to: "/services",
				size: "lg",
				variant: "outlineLight",
				children: [actionLabels.exploreServices, /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(ArrowRight, { "aria-hidden": "true" }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 19,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 17,
				columnNumber: 11
			}, this)
		] }, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 8,
			columnNumber: 90
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 8,
		columnNumber: 10
	}, this);
}
export { MvpOfferPage as default };
