/**
 * The one schema of every content collection (content/, see docs/decisions/014).
 * The loader (loader.ts) validates every file against these at build time, in the dev
 * server and in the tests; the client imports only their types, so zod stays out of the
 * pages' JavaScript. Objects are strict: an unknown key is an error, so a typo in a field
 * name cannot silently lose text. Lists with a fixed length in SPEC.md (a project's four
 * features, the three core values...) have that length here.
 *
 * Longer than 300 lines on purpose: it is the single, declarative definition of every
 * content file (settings, collections, each page's and each shared part's copy), which the
 * loader, the types the pages use and a CMS's field list all read; split by topic, a field
 * would have to be looked for in several files.
 */
import * as z from "zod";
import { iconNames } from "./icons.ts";
import { projectCategories, serviceColors } from "./vocabularies.ts";

export const text = z.string().trim().min(1);
const url = z.url({ protocol: /^https?$/ });
/** A path of this site ("/contact") or an external https address. */
const href = z.union([z.string().regex(/^\/[^\s]*$/, "a site path starting with /"), url]);
/** An image under assets/ ("projects/aeroserve.svg"). */
export const assetPath = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9.-]+)+\.(svg|png|jpg|jpeg|webp|avif)$/, {
    message: "an image path under assets/, e.g. projects/aeroserve.svg",
  });
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const icon = z.enum(iconNames);
const order = z.number().int().min(1);
const keywords = z.array(text).min(1);

export const serviceColor = z.enum(serviceColors);

export const pageMetaSchema = z.strictObject({
  /** The document title. */
  title: text,
  /** At most 160 characters, as search engines show. */
  description: text.max(160),
  keywords,
});

const textBlock = { heading: text, text };
const callToAction = z.strictObject(textBlock);
export const figure = z.strictObject({ value: text, label: text });
const pageHero = { meta: pageMetaSchema, eyebrow: text.optional(), heading: text, lead: text };

// ---------------------------------------------------------------- settings (one file each)

export const siteSettingsSchema = z.strictObject({
  brandName: text,
  legalName: text,
  siteUrl: url,
  supportEmail: z.email(),
  bookingUrl: url,
  address: text,
  social: z.strictObject({ facebook: url, twitter: url, linkedin: url }),
  /** Mailgun sending domain the contact form posts to: /v3/{mailDomain}/messages. */
  mailDomain: text,
  /** Sender of contact-form e-mails, on the company domain. */
  mailFrom: text,
});

export const offerSchema = z.strictObject({
  priceEur: z.number().int().positive(),
  deliveryWeeks: z.number().int().positive(),
  supportDays: z.number().int().positive(),
  consultationMinutes: z.number().int().positive(),
  proposalHours: z.number().int().positive(),
  responseHours: z.number().int().positive(),
  claims: z.strictObject({ years: text, projects: text, customers: text, support: text }),
});

// ---------------------------------------------------------------- collections (a file an entry)

export const projectSchema = z.strictObject({
  id: z.number().int().min(1),
  title: text,
  client: text,
  category: z.array(z.enum(projectCategories)).min(1),
  service: text,
  description: text,
  image: assetPath,
  imageAlt: text,
  technologies: z.array(text).min(1),
  features: z.array(text).length(4),
  results: text,
  serviceColor,
  url,
});

export const productSchema = z.strictObject({
  order,
  name: text,
  tagline: text,
  description: text,
  icon,
  /** Colour of the product's icon tile and checks (the serviceColor trio). */
  tone: serviceColor,
  status: z.enum(["live", "in-development"]),
  highlights: z.array(text).min(1),
  actions: z.array(z.strictObject({ label: text, kind: z.enum(["internal", "external"]), href })),
  /** Planned launch, shown for products still in development. */
  launch: text.optional(),
});

export const serviceSchema = z.strictObject({
  order,
  title: text,
  icon,
  /** One or two sentences for the home page's service cards. */
  summary: text,
  description: text,
  features: z.array(text).min(1),
  benefits: text,
  serviceColor,
});

export const testimonialSchema = z.strictObject({
  order,
  quote: text,
  author: text,
  position: text,
  rating: z.literal(5),
});

export const clientSchema = z.strictObject({
  order,
  name: text,
  image: assetPath,
  bgColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour such as #F3F1EC"),
});

export const faqSchema = z.strictObject({ order, question: text, answer: text });

export const processStepSchema = z.strictObject({
  number: z.string().regex(/^\d{2}$/, 'two digits, e.g. "01"'),
  title: text,
  description: text,
  icon,
});

// ---------------------------------------------------------------- page copy (a file a page)

const sectionIntro = z.strictObject(textBlock);
const carouselSection = z.strictObject({ ...textBlock, carouselLabel: text });

export const homeCopySchema = z.strictObject({
  ...pageHero,
  /** Label of the logo strip under the hero. */
  logoStripLabel: text,
  mission: sectionIntro,
  servicesSection: z.strictObject({ ...textBlock, linkLabel: text }),
  processSection: z.strictObject({
    ...textBlock,
    /** Read before each step's title by screen readers, with {number}. */
    stepPrefix: text,
  }),
  recentWork: z.strictObject({
    ...textBlock,
    visitSiteLabel: text,
    caseStudyLabel: text,
    linkLabel: text,
    /** The three projects shown, by file name in content/projects/. */
    projects: z.array(slug).length(3),
  }),
  aboutTeaser: z.strictObject({ ...textBlock, linkLabel: text, figures: z.array(figure).min(1) }),
  clientsSection: carouselSection,
  testimonialsSection: carouselSection,
  closingCta: callToAction,
});

const iconText = z.strictObject({ title: text, text, icon });
export const aboutCopySchema = z.strictObject({
  ...pageHero,
  badge: text,
  stats: z.array(figure).min(1),
  mission: z.strictObject({ ...textBlock, icon }),
  vision: z.strictObject({ ...textBlock, icon }),
  valuesEyebrow: text,
  valuesHeading: text,
  values: z.array(iconText).length(3),
  globalTeam: z.strictObject({ ...textBlock, eyebrow: text, points: z.array(text).length(3) }),
  closingCta: callToAction,
});

export const servicesCopySchema = z.strictObject({
  ...pageHero,
  servicesSection: z.strictObject({ ...textBlock, eyebrow: text }),
  cardLinkLabel: text,
  /** Read out after cardLinkLabel; {title} is the service's title. */
  cardLinkAbout: text,
  featuresLabel: text,
  benefitsLabel: text,
  closingCta: callToAction,
  mvpFeature: z.strictObject({
    eyebrow: text,
    headline: text,
    text,
    included: z.array(text).min(1),
    ctaLabel: text,
    includedLabel: text,
    facts: z.array(figure).min(1),
  }),
  whyChoose: z.strictObject({
    ...textBlock,
    stats: z.array(z.strictObject({ value: text, label: text, icon })).length(4),
  }),
});

/** A sentence that depends on a number: Intl.PluralRules picks the form. */
export const plural = z.strictObject({ one: text, other: text });

export const projectsCopySchema = z.strictObject({
  ...pageHero,
  /** Visually hidden heading of the portfolio grid. */
  gridHeading: text,
  filterLabel: text,
  filterTabs: z.strictObject({
    all: text,
    "web-development": text,
    "e-shop": text,
    uiux: text,
  }),
  /** Announced after a filter change; {count} and {tab} are filled in. */
  showingLabel: plural,
  technologiesLabel: text,
  featuresLabel: text,
  resultsLabel: text,
  viewProjectLabel: text,
  /** The link to a project's case study; its accessible name adds ": <title>". */
  caseStudyLabel: text,
  discussLabel: text,
  closingCta: callToAction,
});

export const productsCopySchema = z.strictObject({
  ...pageHero,
  /** "{count.products} Products • Growing Portfolio": the count comes from the data. */
  portfolioHeading: text,
  portfolioText: text,
  statusLabels: z.strictObject({ live: text, "in-development": text }),
  launchLabel: text,
  closingCta: callToAction,
});

export const contactCopySchema = z.strictObject({
  ...pageHero,
  badge: text,
  emailLabel: text,
  consultation: sectionIntro,
  trustPoints: z.array(z.strictObject({ label: text, icon })).length(4),
  formHeading: text,
  faqEyebrow: text,
  faqHeading: text,
  formLead: text,
  faqLead: text,
});

export const contactSentCopySchema = z.strictObject({
  ...pageHero,
  badge: text,
  homeLinkLabel: text,
  contactLinkLabel: text,
});

export const notFoundCopySchema = z.strictObject({ ...pageHero, homeLinkLabel: text });

export const mvpOfferCopySchema = z.strictObject({
  ...pageHero,
  heroFigures: z.array(figure).min(1),
  clientsHeading: text,
  clientsCarouselLabel: text,
  stepsSection: sectionIntro,
  steps: z.array(z.strictObject({ title: text, description: text, icon })).length(3),
  pricingSection: sectionIntro,
  pricingIncludedLabel: text,
  pricingCard: z.strictObject({
    eyebrow: text,
    title: text,
    priceLabel: text,
    priceNote: text,
    summary: text,
    included: z.array(text).min(1),
    note: text,
    ctaLabel: text,
  }),
  testimonialsSection: carouselSection,
  tilesSection: z.strictObject({
    ...textBlock,
    tiles: z
      .array(z.strictObject({ image: assetPath, title: text, kind: text, alt: text }))
      .length(6),
  }),
  closingCta: callToAction,
});

/** Front matter of a legal document; its Markdown body holds the numbered sections. */
export const legalCopySchema = z.strictObject({
  ...pageHero,
  lastUpdatedLabel: text,
  tocLabel: text,
});

export const layoutCopySchema = z.strictObject({
  promoBanner: z.strictObject({
    label: text,
    headline: text,
    text,
    note: text,
    bookCallLabel: text,
    learnMoreLabel: text,
  }),
  cookieNotice: z.strictObject({
    text,
    regionLabel: text,
    learnMore: text,
    accept: text,
    dismiss: text,
  }),
  skipLink: text,
  /** The language switcher: the other language's own name ("Ελληνικά" / "English"). */
  languageSwitch: text,
  header: z.strictObject({
    navLabel: text,
    openMenu: text,
    /** The rounded button after the links (SPEC: "Contact Us"). */
    contactButton: text,
    /** Accessible name of the logo's link home. */
    homeLabel: text,
  }),
  /** The carousels' previous/next buttons. */
  carousel: z.strictObject({
    previousLogos: text,
    nextLogos: text,
    previousTestimonial: text,
    nextTestimonial: text,
  }),
  mobileMenu: z.strictObject({ label: text, close: text, navLabel: text }),
  /** The colour-scheme button: its accessible name is `label` and the current choice. */
  scheme: z.strictObject({ label: text, system: text, light: text, dark: text }),
  footer: z.strictObject({
    sitemap: text,
    resources: text,
    connect: text,
    legalNavLabel: text,
    /** {year} is filled in with the current year. */
    copyright: text,
  }),
  /** Read out after every link that opens another site. */
  opensInNewTab: text,
  dismissNotification: text,
  errorPage: z.strictObject({ title: text, fallback: text, homeLinkLabel: text }),
  actions: z.strictObject({
    bookCall: text,
    bookCallShort: text,
    mvp: text,
    exploreServices: text,
    contact: text,
  }),
  /** Names of the routes in the header, the mobile menu and the footer. */
  nav: z.strictObject({
    about: text,
    services: text,
    projects: text,
    products: text,
    insights: text,
    contact: text,
    terms: text,
    privacy: text,
  }),
  /** What each social link is called (Twitter is now X). */
  social: z.strictObject({ facebook: text, twitter: text, linkedin: text }),
  /** The footer's line about the agency. */
  tagline: text,
});

const notice = z.strictObject({ title: text, message: text });

export const contactFormCopySchema = z.strictObject({
  /** "*" marks where the asterisk goes; asteriskLabel is what a screen reader hears. */
  requiredNote: text.regex(/\*/, "must contain the * that marks required fields"),
  asteriskLabel: text,
  optionalLabel: text,
  labels: z.strictObject({ name: text, email: text, company: text, subject: text, message: text }),
  messagePlaceholder: text,
  honeypotLabel: text,
  submitLabel: text,
  sendingLabel: text,
  /** {link} is where the privacy policy link goes. */
  privacyNote: text.regex(/\{link\}/, "must contain {link}"),
  privacyLinkLabel: text,
  loadFailed: text,
  draft: z.strictObject({ restored: text, clear: text, cleared: text }),
});

/** The contact form's messages, loaded with its logic (and read by the mail gateway). */
export const contactMessagesCopySchema = z.strictObject({
  /** Inline messages; {label}, {limit} and {length} are filled in where they are shown. */
  fieldErrors: z.strictObject({
    required: z.strictObject({ name: text, email: text, subject: text, message: text }),
    emailPattern: text,
    tooLong: text
      .regex(/\{limit\}/, "must contain {limit}")
      .regex(/\{length\}/, "must contain {length}"),
    control: text,
    messageControl: text,
    bidi: text,
    encodedWord: text,
  }),
  /** SPEC §8's notices (toasts, and the no-JS page's heading); {email} is the support address. */
  notices: z.strictObject({
    missing: notice,
    invalidEmail: notice,
    success: notice,
    failure: z.strictObject({
      title: text,
      message: text.regex(/\{email\}/, "must contain {email}"),
    }),
  }),
  /** SPEC §8: what a 401 and a 403 from the mail gateway become. */
  sendErrors: z.strictObject({ unauthorized: text, forbidden: text }),
  /** The mail gateway's page for a form posted without JavaScript that was not sent. */
  errorPage: z.strictObject({ introInvalid: text, introRetry: text, backLink: text }),
});

/** The copy of shared parts, by file name in content/ui/. */
export const uiSchemas = {
  layout: layoutCopySchema,
  "contact-form": contactFormCopySchema,
  "contact-messages": contactMessagesCopySchema,
} as const;

/** Every page's copy schema, by the page's file name in content/pages/. */
export const pageSchemas = {
  home: homeCopySchema,
  about: aboutCopySchema,
  services: servicesCopySchema,
  projects: projectsCopySchema,
  products: productsCopySchema,
  contact: contactCopySchema,
  "contact-sent": contactSentCopySchema,
  "mvp-offer": mvpOfferCopySchema,
  "not-found": notFoundCopySchema,
} as const;

/** The Markdown documents, by file name in content/legal/. */
export const legalDocuments = ["terms", "privacy"] as const;
/** Number of sections each legal document has (SPEC §2: Terms 10, Privacy 11). */
export const legalSectionCounts = { terms: 10, privacy: 11 } as const;

/** The collections of one file per entry, and the schema of each entry. */
export const collections = {
  projects: projectSchema,
  products: productSchema,
  services: serviceSchema,
  testimonials: testimonialSchema,
  clients: clientSchema,
  faq: faqSchema,
  process: processStepSchema,
} as const;

/** Collections whose entries are not translated (one file per entry, no locale). */
export const sharedCollections: ReadonlySet<CollectionName> = new Set(["clients"]);

export type CollectionName = keyof typeof collections;
export type PageName = keyof typeof pageSchemas;
export type LegalDocumentName = (typeof legalDocuments)[number];

/** Every collection entry carries its file name (without locale and extension) as slug. */
type Entry<S extends z.ZodType> = z.output<S> & { readonly slug: string };

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type Offer = z.output<typeof offerSchema>;
export type Project = Entry<typeof projectSchema>;
export type ProjectCategory = (typeof projectCategories)[number];
export type ServiceColor = (typeof serviceColors)[number];
export type Product = Entry<typeof productSchema>;
export type ProductAction = Product["actions"][number];
export type ProductStatus = Product["status"];
export type ServiceEntry = Entry<typeof serviceSchema>;
export type Testimonial = Entry<typeof testimonialSchema>;
export type ClientLogo = Entry<typeof clientSchema>;
export type FaqItem = Entry<typeof faqSchema>;
export type ProcessStep = Entry<typeof processStepSchema>;
export type PageMetaCopy = z.output<typeof pageMetaSchema>;
export type LayoutCopy = z.output<typeof layoutCopySchema>;
/**
 * The layout copy only the end of the page (promo band, footer) and the cookie notice
 * show: served apart (content:ui/layout-end), so no page's start-up JS carries it.
 */
export const layoutEndKeys = [
  "promoBanner",
  "footer",
  "tagline",
  "social",
  "cookieNotice",
] as const;
export type LayoutStartCopy = Omit<LayoutCopy, (typeof layoutEndKeys)[number]>;
export type LayoutEndCopy = Pick<LayoutCopy, (typeof layoutEndKeys)[number]>;
export type ContactFormCopy = z.output<typeof contactFormCopySchema>;
/** The labels of the buttons several pages share (Book a Call, Explore Our Services…). */
export type ActionLabels = LayoutCopy["actions"];
export type ContactMessagesCopy = z.output<typeof contactMessagesCopySchema>;
export type UiName = keyof typeof uiSchemas;

/** A page's copy with its metadata flattened in (title, description, keywords). */
type PageCopyOf<S extends z.ZodType> = Omit<z.output<S>, "meta"> & PageMetaCopy;
export type HomeCopy = Omit<PageCopyOf<typeof homeCopySchema>, "recentWork"> & {
  recentWork: Omit<z.output<typeof homeCopySchema>["recentWork"], "projects"> & {
    /** The projects themselves, resolved from their slugs at build time. */
    projects: readonly Project[];
  };
};
export type AboutCopy = PageCopyOf<typeof aboutCopySchema>;
export type ServicesCopy = PageCopyOf<typeof servicesCopySchema>;
export type ProjectsCopy = PageCopyOf<typeof projectsCopySchema>;
export type ProductsCopy = PageCopyOf<typeof productsCopySchema>;
export type ContactCopy = PageCopyOf<typeof contactCopySchema>;
export type ContactSentCopy = PageCopyOf<typeof contactSentCopySchema>;
export type NotFoundCopy = PageCopyOf<typeof notFoundCopySchema>;
export type MvpOfferCopy = PageCopyOf<typeof mvpOfferCopySchema>;
export type LegalPageCopy = PageCopyOf<typeof legalCopySchema>;

/**
 * A long-form body, rendered from Markdown to sanitised HTML at build time. `key` names it
 * site-wide ("legal/terms#introduction"). The pre-render and the dev server get the HTML
 * itself; the browser build gets `src` instead, a JSON file of the document's bodies, so
 * the text reaches the browser once: in the pre-rendered page, read back on hydration, and
 * from `src` only after a client-side navigation (src/ui/RichText.tsx).
 */
export type Body =
  | { readonly key: string; readonly html: string; readonly src?: undefined }
  | { readonly key: string; readonly src: string; readonly html?: undefined }
  /** In a page's hydration data: the HTML is the pre-rendered element's. */
  | { readonly key: string; readonly src?: undefined; readonly html?: undefined };

/** One numbered section of a legal document. */
export interface LegalSection {
  /** Anchor id, unique within its document; used by the table of contents. */
  readonly id: string;
  readonly title: string;
  readonly body: Body;
}

export interface LegalDocument {
  readonly copy: LegalPageCopy;
  readonly sections: readonly LegalSection[];
}

/** Shapes several pages share. */
export interface TextBlock {
  readonly heading: string;
  readonly text: string;
}
export type CallToAction = TextBlock;
/** A big figure with a short label under it ("45+" / "Projects delivered"). */
export type Figure = z.output<typeof figure>;
export type StatItem = Figure;
export type IconTextItem = z.output<typeof iconText>;
