/**
 * The agency's own products, in display order. The heading count on /products is
 * derived from productCount, never typed.
 */
import type { IconName } from "./icons.ts";
import type { ServiceColor } from "./projects.ts";

export type ProductStatus = "live" | "in-development";

export interface ProductAction {
  readonly label: string;
  /** "internal": a route of this site; "external": another site, opened in a new tab. */
  readonly kind: "internal" | "external";
  readonly href: string;
}

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  readonly icon: IconName;
  /** Colour of the product's icon tile and checks (the serviceColor trio). */
  readonly tone: ServiceColor;
  readonly status: ProductStatus;
  readonly highlights: readonly string[];
  readonly actions: readonly ProductAction[];
  /** Planned launch, shown for products still in development. */
  readonly launch?: string;
}

export const products: readonly Product[] = [
  {
    id: "wastelink",
    name: "WasteLink",
    tagline: "Construction waste management, from skip to certificate",
    description:
      "WasteLink connects contractors, licensed waste carriers, treatment facilities and municipalities on one platform. Contractors book collections and file waste management plans online, carriers get routed jobs, and every load is tracked to its final facility with a digital record the authorities can verify.",
    icon: "recycle",
    tone: "green",
    status: "live",
    highlights: [
      "70% faster approvals",
      "100% tracked collections",
      "Digital waste transfer notes and plans",
      "Reports ready for municipal and environmental audits",
    ],
    actions: [
      { label: "Request Demo", kind: "internal", href: "/contact" },
      { label: "Learn More", kind: "external", href: "https://wastelink.cy" },
    ],
  },
  {
    id: "eyeblock",
    name: "Eyeblock",
    tagline: "Crypto wallet screening before you transact",
    description:
      "Eyeblock checks any wallet address against sanctions lists, known scam and mixer activity and high-risk exchange exposure, and returns a risk score with the evidence behind it. Compliance teams use the dashboard; platforms call the API before every deposit or withdrawal.",
    icon: "scan-search",
    tone: "blue",
    status: "live",
    highlights: [
      "Sanctions and illicit-activity screening across major chains",
      "Explainable risk scores with linked evidence",
      "REST API and web dashboard",
      "Audit-ready screening history for AML reviews",
    ],
    actions: [
      { label: "Demo", kind: "internal", href: "/contact" },
      { label: "Learn More", kind: "external", href: "https://eyeblock.io" },
    ],
  },
  {
    id: "neoncard",
    name: "NeonCard.io",
    tagline: "NFC digital business cards that update themselves",
    description:
      "One tap of a NeonCard opens your contact profile on any modern phone, with no app to install. Change your title, number or links at any time and every card you have ever handed out shows the new details, while teams manage their cards and captured leads from one account.",
    icon: "nfc",
    tone: "purple",
    status: "live",
    highlights: [
      "Tap to share on iPhone and Android, no app required",
      "Profile edits go live instantly",
      "Lead capture with export to your CRM",
      "Team accounts with central branding",
    ],
    actions: [{ label: "Explore Platform", kind: "external", href: "https://neoncard.io" }],
  },
  {
    id: "helpcyprus",
    name: "HelpCyprus",
    tagline: "Emergency and hazard reporting for all of Cyprus",
    description:
      "HelpCyprus lets residents and visitors report wildfires, floods, road hazards and other incidents with a pinned location and photos, and follow public alerts on a live map. Reports are available in Greek, English and Russian. In a life-threatening emergency, always call 112 first.",
    icon: "siren",
    tone: "green",
    status: "live",
    highlights: [
      "Location-pinned reports with photos",
      "Live map of active incidents and alerts",
      "Greek, English and Russian",
      "Works on any phone, no account needed to report",
    ],
    actions: [{ label: "Visit Platform", kind: "external", href: "https://helpcyprus.com" }],
  },
  {
    id: "truck-fleet",
    name: "Truck Fleet Management",
    tagline: "Live visibility of every truck, driver and delivery",
    description:
      "A fleet platform for haulage and distribution companies: live GPS tracking, driver hours and tachograph data, maintenance schedules and fuel costs in one place, with proof of delivery captured on the driver's phone.",
    icon: "truck",
    tone: "blue",
    status: "in-development",
    highlights: [
      "Live GPS tracking and route history",
      "Driver hours and tachograph compliance",
      "Maintenance and inspection reminders",
      "Digital proof of delivery",
    ],
    actions: [],
    launch: "Oct 2025",
  },
];

export const productCount = products.length;
