/** Types of the virtual content modules served by scripts/contentPlugin.ts. */
declare module "content:settings" {
  const settings: import("./schema.ts").SiteSettings;
  export default settings;
}
declare module "content:offer" {
  const offer: import("./schema.ts").Offer & { readonly priceLabel: string };
  export default offer;
}
declare module "content:ui/layout" {
  const layout: import("./schema.ts").LayoutStartCopy;
  export default layout;
}
declare module "content:ui/layout-end" {
  const layout: Omit<import("./schema.ts").LayoutEndCopy, "cookieNotice">;
  export default layout;
}
declare module "content:ui/layout-notice" {
  const layout: Pick<import("./schema.ts").LayoutEndCopy, "cookieNotice">;
  export default layout;
}
declare module "content:ui/contact-form" {
  const copy: import("./schema.ts").ContactFormCopy;
  export default copy;
}
declare module "content:ui/contact-messages" {
  const copy: import("./schema.ts").ContactMessagesCopy;
  export default copy;
}
declare module "content:meta" {
  const meta: Record<
    import("./schema.ts").PageName | import("./schema.ts").LegalDocumentName | "insights",
    import("./schema.ts").PageMetaCopy
  >;
  export default meta;
}
declare module "content:collection/projects" {
  const entries: readonly import("./schema.ts").Project[];
  export default entries;
}
declare module "content:collection/products" {
  const entries: readonly import("./schema.ts").Product[];
  export default entries;
}
declare module "content:collection/services" {
  const entries: readonly import("./schema.ts").ServiceEntry[];
  export default entries;
}
declare module "content:collection/testimonials" {
  const entries: readonly import("./schema.ts").Testimonial[];
  export default entries;
}
declare module "content:collection/clients" {
  const entries: readonly import("./schema.ts").ClientLogo[];
  export default entries;
}
declare module "content:collection/faq" {
  const entries: readonly import("./schema.ts").FaqItem[];
  export default entries;
}
declare module "content:collection/process" {
  const entries: readonly import("./schema.ts").ProcessStep[];
  export default entries;
}
declare module "content:page/home" {
  const copy: import("./schema.ts").HomeCopy;
  export default copy;
}
declare module "content:page/about" {
  const copy: import("./schema.ts").AboutCopy;
  export default copy;
}
declare module "content:page/services" {
  const copy: import("./schema.ts").ServicesCopy;
  export default copy;
}
declare module "content:page/projects" {
  const copy: import("./schema.ts").ProjectsCopy;
  export default copy;
}
declare module "content:page/products" {
  const copy: import("./schema.ts").ProductsCopy;
  export default copy;
}
declare module "content:page/contact" {
  const copy: import("./schema.ts").ContactCopy;
  export default copy;
}
declare module "content:page/contact-sent" {
  const copy: import("./schema.ts").ContactSentCopy;
  export default copy;
}
declare module "content:page/mvp-offer" {
  const copy: import("./schema.ts").MvpOfferCopy;
  export default copy;
}
declare module "content:page/not-found" {
  const copy: import("./schema.ts").NotFoundCopy;
  export default copy;
}
declare module "content:legal/terms" {
  const document: import("./schema.ts").LegalDocument;
  export default document;
}
declare module "content:legal/privacy" {
  const document: import("./schema.ts").LegalDocument;
  export default document;
}
/** Server bundle only (src/content/publishedData.ts): every published page's data. */
declare module "content:published" {
  const published: {
    files: Record<string, unknown>;
    pages: import("./publishedFiles.ts").PublishedPage[];
  };
  export default published;
}
declare module "content:page/insights" {
  const copy: import("./publishingSchema.ts").InsightsCopy;
  export default copy;
}
declare module "content:page/case-study" {
  const copy: import("./publishingSchema.ts").CaseStudyCopy;
  export default copy;
}
/** The language of the edition that imports it (scripts/languagePlugin.ts). */
declare module "content:locale" {
  const locale: import("./locales.ts").Locale;
  export default locale;
}
