import { Ft as media, It as ft, Lt as gt, a as claims, i as pageMeta, m as require_jsx_dev_runtime, n as Lead, o as mvpOffer, s as Container, t as Eyebrow, u as site } from "./index-BULS2Aaf.js";
var productCount = 5;
// src/content/pages.ts
var brand = site.brandName;
/** The products heading: "5 Products • Growing Portfolio". */
function portfolioHeading(count = productCount) {
	return `${count} Products • Growing Portfolio`;
}
/** Button labels shared by heroes and calls to action. */
var actionLabels = {
	bookCall: "Book a Call with Our Team",
	bookCallShort: "Book a Call",
	mvp: `MVP in ${mvpOffer.deliveryWeeks} Weeks`,
	exploreServices: "Explore Our Services",
	contact: "Contact Us"
};
var proposalPromise = `A tailored proposal within ${mvpOffer.proposalHours} hours`;
var pages = {
	home: {
		...pageMeta.home,
		eyebrow: "Software Product Development Agency",
		heading: "We Turn Ideas Into Software Products That Ship",
		lead: `From a live MVP in ${mvpOffer.deliveryWeeks} weeks to the platforms your business runs on, we design, build and scale web and mobile products with a senior team that stays with you after launch.`,
		mission: {
			heading: "Our Mission",
			text: "Great ideas stall between the pitch deck and the first paying user. Our mission is to close that gap: one senior team that thinks like a product owner, designs for real users and writes code built to last, so founders reach the market sooner and established businesses stop working around their software."
		},
		servicesSection: {
			heading: "What We Do",
			text: "Three ways to work with us, from a fixed-price launch to a long-term product partnership.",
			linkLabel: "View All Services"
		},
		processSection: {
			heading: "Our Process",
			text: "Six steps we follow on every engagement, so you always know what happens next and why."
		},
		recentWork: {
			heading: "Recent Work",
			text: "Products we designed and built for clients in aviation, retail, construction, insurance and games.",
			visitSiteLabel: "Visit Site",
			linkLabel: "View All Projects"
		},
		aboutTeaser: {
			heading: `${claims.years} Years of Building Products That Last`,
			text: `${brand} is a product studio based in ${site.address}, working with clients across Europe, the Middle East and North America. Strategists, designers and engineers work as one team, with a single lead who owns your project from the first call to long after launch.`,
			linkLabel: "More About Us"
		},
		clientsSection: {
			heading: "Trusted by Growing Businesses",
			text: "Startups, associations and established companies that build with us."
		},
		testimonialsSection: {
			heading: "What Our Clients Say",
			text: "In their words, after the launch."
		},
		closingCta: {
			heading: "Have an Idea Worth Building?",
			text: `Tell us what you want to launch. ${proposalPromise}, and a free ${mvpOffer.consultationMinutes}-minute call to walk through it.`
		}
	},
	about: {
		...pageMeta.about,
		eyebrow: "About Us",
		heading: "A Product Team That Builds Like It Owns the Outcome",
		lead: "We are strategists, designers and engineers who have spent more than a decade shipping software for startups and established businesses. We measure our work by what it does for yours.",
		badge: `${claims.years} Years Experience • Global Excellence`,
		mission: {
			heading: "Our Mission",
			text: "To turn ambitious ideas into dependable software quickly, without cutting the corners that cost you later. We give every client senior attention, honest estimates and code they fully own.",
			icon: "target"
		},
		vision: {
			heading: "Our Vision",
			text: "To be the team founders and business leaders call first when software decides whether an idea succeeds: known for products that launch on time, perform under load and keep improving long after the first release.",
			icon: "eye"
		},
		valuesHeading: "What We Stand For",
		values: [
			{
				title: "Passion",
				text: "We care about the products we build as if they were our own. That shows in the details: the edge case handled, the page that loads in under a second, the question asked before it becomes a problem.",
				icon: "heart"
			},
			{
				title: "Excellence",
				text: "Clean architecture, tested code and thoughtful design are our baseline, not an upgrade. Every release goes through review, automated tests and QA before it reaches your users.",
				icon: "award"
			},
			{
				title: "Collaboration",
				text: "We work in the open, with weekly demos, a shared board and direct access to the people building your product. Your team's knowledge and ours make the best decisions together.",
				icon: "handshake"
			}
		],
		globalTeam: {
			heading: "A Global Team, Rooted in Cyprus",
			text: `Our home is ${site.address}, and our team and clients span Europe, the Middle East and North America. You get the focus of a boutique studio with the range of specialists a growing product needs.`,
			points: [
				"Senior specialists in product strategy, UX and UI design, engineering and cloud",
				"Working hours that overlap with Europe, the Gulf and the US East Coast",
				"One dedicated lead who owns your project from kick-off to long-term support"
			]
		},
		closingCta: {
			heading: "Let's Build Something Worth Using",
			text: `Tell us where you are and where you want to be. ${proposalPromise}.`
		}
	},
	services: {
		...pageMeta.services,
		eyebrow: "Services",
		heading: "Services for Every Stage of Your Product",
		lead: "Whether you need to prove an idea in weeks, build a product to scale, or modernise the systems your business runs on, we bring the strategy, design and engineering to get it done.",
		cardLinkLabel: "Learn More",
		featuresLabel: "What's included",
		benefitsLabel: "What you gain",
		closingCta: {
			heading: "Not Sure Where to Start?",
			text: `Book a free ${mvpOffer.consultationMinutes}-minute consultation. We will listen, ask the right questions and follow up with a tailored proposal within ${mvpOffer.proposalHours} hours.`
		}
	},
	projects: {
		...pageMeta.projects,
		eyebrow: "Our Work",
		heading: "Projects That Deliver Measurable Results",
		lead: "A selection of platforms, e-shops and websites we designed and built, with the outcomes our clients measured after launch.",
		filterLabel: "Filter projects by category",
		technologiesLabel: "Technologies",
		featuresLabel: "Key Features",
		resultsLabel: "Results",
		viewProjectLabel: "View Project",
		discussLabel: "Discuss Similar Project",
		closingCta: {
			heading: "Planning Something Similar?",
			text: `Tell us about your project and get a tailored proposal within ${mvpOffer.proposalHours} hours.`
		}
	},
	products: {
		...pageMeta.products,
		eyebrow: "Our Products",
		heading: "Products We Build, Run and Stand Behind",
		lead: "Alongside client work, we build and operate our own software. Every product here runs in production or is on its way, and the lessons from running them go into everything we build for you.",
		portfolioHeading: portfolioHeading(productCount),
		statusLabels: {
			live: "Live",
			"in-development": "In Development"
		},
		launchLabel: "Launch",
		closingCta: {
			heading: "Want a Product Like These?",
			text: "We bring the same team and the same standards to your product. Tell us what you have in mind."
		}
	},
	contact: {
		...pageMeta.contact,
		eyebrow: "Contact Us",
		heading: "Let's Talk About Your Project",
		lead: `Share a few details about what you want to build. We read every message, reply within ${mvpOffer.responseHours} hours and send a tailored proposal once we understand your goals.`,
		badge: `We reply within ${mvpOffer.responseHours} hours`,
		emailLabel: "Email us",
		consultation: {
			heading: "Free Consultation",
			text: `Book a free ${mvpOffer.consultationMinutes}-minute call with a senior member of our team. We will talk through your goals, constraints and timeline, and you will have a tailored proposal within ${mvpOffer.proposalHours} hours. No commitment required.`
		},
		trustPoints: [
			{
				label: `${claims.years} Years Experience`,
				icon: "award"
			},
			{
				label: `${claims.projects} Projects Delivered`,
				icon: "briefcase-business"
			},
			{
				label: `${claims.customers} Happy Customers`,
				icon: "users"
			},
			{
				label: `${mvpOffer.responseHours}-Hour Response`,
				icon: "clock"
			}
		],
		formHeading: "Send Us a Message",
		faqHeading: "Frequently Asked Questions"
	},
	terms: {
		...pageMeta.terms,
		heading: "Terms and Conditions",
		lead: `Please read these terms carefully. They explain the rules for using the ${brand} website and what applies when you contact us about a project.`,
		lastUpdatedLabel: "Last updated",
		tocLabel: "On this page"
	},
	privacy: {
		...pageMeta.privacy,
		heading: "Privacy Policy",
		lead: "We collect only what we need to answer you and work with you, and we never sell your data. This policy explains what we process, why, for how long, and the rights you have.",
		lastUpdatedLabel: "Last updated",
		tocLabel: "On this page"
	},
	mvpOffer: {
		...pageMeta.mvpOffer,
		eyebrow: "MVP Launch – Special Offer",
		heading: `Your Idea, Live as an MVP in ${mvpOffer.deliveryWeeks} Weeks`,
		lead: `We turn your startup idea into a functional, scalable MVP ready for real users and investors. Fixed scope, fixed price of ${mvpOffer.priceLabel}, and ${mvpOffer.supportDays} days of support after launch.`,
		clientsHeading: "Founders and teams who launched with us",
		stepsSection: {
			heading: "Three Steps to Launch",
			text: "A short, structured path from idea to live product, with you in the loop at every step."
		},
		pricingSection: {
			heading: "One Price, Everything Included",
			text: "No hourly billing and no surprises: you know the cost and the launch date before we start."
		},
		testimonialsSection: {
			heading: "What Our Clients Say",
			text: "Teams who trusted us with their launch."
		},
		tilesSection: {
			heading: "Recent Launches",
			text: "A few of the products we have designed, built and shipped."
		},
		closingCta: {
			heading: "Ready to Launch Your MVP?",
			text: `Book a free ${mvpOffer.consultationMinutes}-minute consultation. No commitment required, and a tailored proposal within ${mvpOffer.proposalHours} hours.`
		}
	},
	notFound: {
		...pageMeta.notFound,
		heading: "404",
		lead: "Sorry, we were unable to find that page",
		homeLinkLabel: "Back to the home page"
	}
};
// src/ui/PageHero.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/ui/PageHero.tsx";
/**
* The dark hero band that opens every page: the page's one h1, its lead and actions.
* Sits under the fixed header and is fully visible in the pre-rendered HTML.
*/
function PageHero({ eyebrow, title, lead, actions, art, children }) {
	return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Band, {
		$withArt: Boolean(art),
		children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Grid, { "aria-hidden": "true" }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 32,
			columnNumber: 7
		}, this), /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Inner, {
			$withArt: Boolean(art),
			children: [/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Text, { children: [
				eyebrow && (typeof eyebrow === "string" ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Eyebrow, {
					$onDark: true,
					children: eyebrow
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 35,
					columnNumber: 54
				}, this) : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Slot, { children: eyebrow }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 35,
					columnNumber: 93
				}, this)),
				/* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Title, { children: title }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 36,
					columnNumber: 11
				}, this),
				lead && /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Lead, {
					$onDark: true,
					children: lead
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 37,
					columnNumber: 20
				}, this),
				actions && /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Actions, { children: actions }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 38,
					columnNumber: 23
				}, this),
				children
			] }, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 34,
				columnNumber: 9
			}, this), art && /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(Art, { children: art }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 41,
				columnNumber: 17
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 33,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 31,
		columnNumber: 10
	}, this);
}
var Band = /*#__PURE__*/ gt.section.withConfig({ componentId: "sc-1orpbly-0" })([
	"position:relative;overflow:hidden;isolation:isolate;padding-top:calc( ",
	" + clamp(",
	",8vw,",
	") );padding-bottom:clamp(",
	",8vw,",
	");background-color:",
	";background-image:",
	";color:",
	";:focus-visible{outline-color:",
	";}"
], ({ theme }) => theme.sizes.headerHeight, ({ theme }) => theme.space[12], ({ theme }) => theme.space[24], ({ theme }) => theme.space[16], ({ theme }) => theme.space[24], ({ theme }) => theme.colors.bgDark, ({ theme }) => theme.gradients.heroGlow, ({ theme }) => theme.colors.textOnDark, ({ theme }) => theme.colors.focusOnDark);
/** Faint engineering grid that fades out towards the bottom. */
var Grid = /*#__PURE__*/ gt.div.withConfig({ componentId: "sc-1orpbly-1" })(["position:absolute;inset:0;z-index:-1;background-image:linear-gradient(rgba(255,255,255,0.045) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,0.045) 1px,transparent 1px);background-size:56px 56px;mask-image:linear-gradient(to bottom,black 0%,transparent 85%);-webkit-mask-image:linear-gradient(to bottom,black 0%,transparent 85%);"]);
var Inner = /*#__PURE__*/ gt(Container).withConfig({ componentId: "sc-1orpbly-2" })([
	"display:grid;gap:",
	";align-items:center;",
	""
], ({ theme }) => theme.space[12], ({ $withArt }) => $withArt && ft(["", "{grid-template-columns:1.15fr 1fr;}"], media.lg));
var Text = /*#__PURE__*/ gt.div.withConfig({ componentId: "sc-1orpbly-3" })(["max-width:48rem;"]);
var Slot = /*#__PURE__*/ gt.div.withConfig({ componentId: "sc-1orpbly-4" })(["margin-bottom:", ";"], ({ theme }) => theme.space[5]);
var Title = /*#__PURE__*/ gt.h1.withConfig({ componentId: "sc-1orpbly-5" })([
	"font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";text-wrap:balance;em{font-style:normal;background:",
	";-webkit-background-clip:text;background-clip:text;color:transparent;}"
], ({ theme }) => theme.fontSizes.h1, ({ theme }) => theme.fontWeights.heavy, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight, ({ theme }) => theme.gradients.accentText);
var Actions = /*#__PURE__*/ gt.div.withConfig({ componentId: "sc-1orpbly-6" })([
	"display:flex;flex-wrap:wrap;gap:",
	";margin-top:",
	";> *{flex:1 1 100%;}",
	"{> *{flex:0 0 auto;}}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[8], media.sm);
var Art = /*#__PURE__*/ gt.div.withConfig({ componentId: "sc-1orpbly-7" })(["display:none;", "{display:block;}"], media.lg);
export { actionLabels as n, pages as r, PageHero as t };
