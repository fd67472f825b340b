/**
 * Types of the per-route copy modules in this folder (type-only: importing them costs no
 * JavaScript). Each route's copy lives in its own module so a page loads only its own text.
 */
import type { IconName } from "../icons.ts";
import type { PageMetaCopy } from "../meta.ts";

export type { RouteKey } from "../meta.ts";

export interface PageCopy extends PageMetaCopy {
  /** Small label above the h1, if the hero has one. */
  readonly eyebrow?: string;
  /** The page's h1. */
  readonly heading: string;
  /** The hero's lead paragraph. */
  readonly lead: string;
}

export interface CallToAction {
  readonly heading: string;
  readonly text: string;
}

export interface TextBlock {
  readonly heading: string;
  readonly text: string;
}

/** A big figure with a short label under it ("45+" / "Projects delivered"). */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

/** An image tile: path relative to assets/, its alt text, a title and a kind. */
export interface ImageTile {
  readonly image: string;
  readonly alt: string;
  readonly title: string;
  readonly kind: string;
}

export interface IconTextItem {
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
}

export interface HomeCopy extends PageCopy {
  /** Label of the logo strip under the hero. */
  readonly logoStripLabel: string;
  readonly mission: TextBlock;
  readonly servicesSection: TextBlock & { readonly linkLabel: string };
  readonly processSection: TextBlock;
  readonly recentWork: TextBlock & { readonly visitSiteLabel: string; readonly linkLabel: string };
  readonly aboutTeaser: TextBlock & {
    readonly linkLabel: string;
    readonly figures: readonly Figure[];
  };
  readonly clientsSection: TextBlock & { readonly carouselLabel: string };
  readonly testimonialsSection: TextBlock & { readonly carouselLabel: string };
  readonly closingCta: CallToAction;
}

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

export interface AboutCopy extends PageCopy {
  readonly badge: string;
  /** Headline figures under the hero, from offer.ts claims. */
  readonly stats: readonly StatItem[];
  readonly mission: TextBlock & { readonly icon: IconName };
  readonly vision: TextBlock & { readonly icon: IconName };
  readonly valuesEyebrow: string;
  readonly valuesHeading: string;
  readonly values: readonly [IconTextItem, IconTextItem, IconTextItem];
  readonly globalTeam: TextBlock & {
    readonly eyebrow: string;
    readonly points: readonly [string, string, string];
  };
  readonly closingCta: CallToAction;
}

export interface ServicesCopy extends PageCopy {
  /** Intro of the Product Development and Digital Transformation cards. */
  readonly servicesSection: TextBlock & { readonly eyebrow: string };
  readonly cardLinkLabel: string;
  readonly featuresLabel: string;
  readonly benefitsLabel: string;
  readonly closingCta: CallToAction;
}

export interface ProjectsCopy extends PageCopy {
  /** Visually hidden heading of the portfolio grid. */
  readonly gridHeading: string;
  readonly filterLabel: string;
  /** Announced to assistive technology after a filter change. */
  readonly showingLabel: (count: number, tabLabel: string) => string;
  readonly technologiesLabel: string;
  readonly featuresLabel: string;
  readonly resultsLabel: string;
  readonly viewProjectLabel: string;
  readonly discussLabel: string;
  readonly closingCta: CallToAction;
}

export interface ProductsCopy extends PageCopy {
  /** "5 Products • Growing Portfolio", derived from productCount. */
  readonly portfolioHeading: string;
  readonly portfolioText: string;
  readonly statusLabels: { readonly live: string; readonly "in-development": string };
  readonly launchLabel: string;
  readonly closingCta: CallToAction;
}

export interface ContactCopy extends PageCopy {
  readonly badge: string;
  readonly emailLabel: string;
  readonly consultation: TextBlock;
  readonly trustPoints: readonly { readonly label: string; readonly icon: IconName }[];
  readonly formHeading: string;
  readonly faqHeading: string;
  /** Under the form heading. */
  readonly formLead: string;
  /** Beside the FAQ list, before the support e-mail link. */
  readonly faqLead: string;
}

export interface LegalPageCopy extends PageCopy {
  readonly lastUpdatedLabel: string;
  readonly tocLabel: string;
}

export interface MvpOfferCopy extends PageCopy {
  /** Key figures under the hero's buttons. */
  readonly heroFigures: readonly Figure[];
  readonly clientsHeading: string;
  readonly clientsCarouselLabel: string;
  readonly stepsSection: TextBlock;
  readonly pricingSection: TextBlock;
  /** Heading of the pricing card's list of what the price includes. */
  readonly pricingIncludedLabel: string;
  readonly testimonialsSection: TextBlock & { readonly carouselLabel: string };
  readonly tilesSection: TextBlock & { readonly tiles: readonly ImageTile[] };
  readonly closingCta: CallToAction;
}

export interface ContactSentCopy extends PageCopy {
  readonly badge: string;
  readonly homeLinkLabel: string;
  readonly contactLinkLabel: string;
}

export interface NotFoundCopy extends PageCopy {
  readonly homeLinkLabel: string;
}
