/**
 * The portfolio (SPEC §3 "Project"): eight client projects, ids 1–8, and the filter tabs
 * of /projects. Tab counts are derived from the data with countFor(), never typed.
 * Images are paths relative to the repository's assets/ folder.
 */

export type ProjectCategory = "web-development" | "e-shop" | "uiux";
export type ServiceColor = "blue" | "purple" | "green";

export interface Project {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly client: string;
  readonly category: readonly ProjectCategory[];
  readonly service: string;
  readonly description: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly technologies: readonly string[];
  readonly features: readonly [string, string, string, string];
  readonly results: string;
  readonly serviceColor: ServiceColor;
  readonly url: string;
}

export const projectCategories = [
  "web-development",
  "e-shop",
  "uiux",
] as const satisfies readonly ProjectCategory[];

export const serviceColors = ["blue", "purple", "green"] as const satisfies readonly ServiceColor[];

export const projects: readonly Project[] = [
  {
    id: 1,
    slug: "cyprus-aggregates",
    title: "Cyprus Aggregates Association",
    client: "Cyprus Aggregates Association",
    category: ["web-development"],
    service: "Web Development",
    description:
      "A bilingual home for the island's quarrying industry: member directory, technical standards library and news hub, replacing a static site the secretariat could no longer update.",
    image: "projects/cyprus-aggregates.svg",
    imageAlt:
      "Cyprus Aggregates Association website in a browser frame, showing the member directory and standards library",
    technologies: ["Next.js", "TypeScript", "Sanity", "Algolia", "Vercel"],
    features: [
      "Searchable member directory with quarry locations on an interactive map",
      "Standards and publications library with versioned PDF downloads",
      "Greek and English content managed side by side in Sanity",
      "Member-only area for circulars and meeting minutes",
    ],
    results:
      "The secretariat now publishes updates in minutes instead of waiting days for a vendor, and document downloads tripled in the first quarter.",
    serviceColor: "blue",
    url: "https://cyprusaggregates.org.cy",
  },
  {
    id: 2,
    slug: "pulp-press",
    title: "Pulp & Press",
    client: "Pulp & Press",
    category: ["e-shop", "uiux"],
    service: "E-Commerce",
    description:
      "A direct-to-consumer e-shop for a cold-pressed juice brand, with weekly subscriptions, same-day delivery slots across Limassol and Nicosia, and a brand identity to match.",
    image: "projects/pulp-press.svg",
    imageAlt:
      "Pulp & Press juice e-shop in a browser frame, showing bottled juices and a delivery slot picker",
    technologies: ["Shopify", "Hydrogen", "React", "Stripe", "Klaviyo"],
    features: [
      "Weekly and fortnightly juice subscriptions customers can pause or swap",
      "Delivery slot booking by postcode with daily capacity limits",
      "Build-your-own cleanse bundles with live nutritional totals",
      "Apple Pay and Google Pay checkout through Stripe",
    ],
    results:
      "Online orders overtook counter sales within six months, and subscriptions now account for 38% of monthly revenue.",
    serviceColor: "green",
    url: "https://pulpandpress.cy",
  },
  {
    id: 3,
    slug: "aeroserve",
    title: "AeroServe Aviation",
    client: "AeroServe Aviation",
    category: ["web-development", "uiux"],
    service: "Platform Development",
    description:
      "An operations platform for a ground-handling and aviation services company: operators request handling, fuel and permits online, and the duty team works every request from one live board.",
    image: "projects/aeroserve.svg",
    imageAlt:
      "AeroServe Aviation operations platform in a browser frame, showing a live board of flight service requests",
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "AWS"],
    features: [
      "Online requests for handling, fuel, catering and landing permits",
      "Live operations board with status changes pushed to every screen",
      "Automatic quotes from a configurable tariff per airport",
      "Client portal with invoices, documents and request history",
    ],
    results:
      "Average turnaround from request to confirmed quote fell from four hours to under thirty minutes.",
    serviceColor: "purple",
    url: "https://aeroserve-aviation.com",
  },
  {
    id: 4,
    slug: "terra-capital",
    title: "Terra Aggregates Capital",
    client: "Terra Aggregates Capital",
    category: ["web-development"],
    service: "Web Development",
    description:
      "A corporate site for an investment company backing sustainable aggregates and recycled construction materials, built to earn the trust of institutional investors and regulators.",
    image: "projects/terra-capital.svg",
    imageAlt:
      "Terra Aggregates Capital website in a browser frame, showing the portfolio overview and sustainability metrics",
    technologies: ["Next.js", "TypeScript", "Sanity", "Tailwind CSS", "Vercel"],
    features: [
      "Portfolio pages for each holding with impact metrics",
      "Investor relations area with reports and an announcement archive",
      "ESG dashboard fed from the company's yearly sustainability data",
      "Accessible, fast pages that score above 95 on Lighthouse",
    ],
    results: "Qualified investor enquiries through the site doubled in the year after launch.",
    serviceColor: "blue",
    url: "https://terracapital.com.cy",
  },
  {
    id: 5,
    slug: "hearth-home",
    title: "Hearth & Home",
    client: "Hearth & Home",
    category: ["e-shop"],
    service: "E-Commerce",
    description:
      "An e-shop for a home-appliances retailer with 4,000 products, live stock from its ERP, delivery and installation booking, and interest-free instalments at checkout.",
    image: "projects/hearth-home.svg",
    imageAlt:
      "Hearth & Home appliance e-shop in a browser frame, showing a product grid of ovens and washing machines",
    technologies: ["WooCommerce", "WordPress", "PHP", "Elasticsearch", "Stripe"],
    features: [
      "Nightly ERP sync with live stock per store",
      "Faceted search by energy class, capacity, brand and price",
      "Delivery and installation slots chosen at checkout",
      "Instalment payments and business invoicing with VAT number",
    ],
    results:
      "Conversion rose from 0.9% to 2.4%, and online sales now make up a quarter of the retailer's turnover.",
    serviceColor: "green",
    url: "https://hearthandhome.com.cy",
  },
  {
    id: 6,
    slug: "andreou-insurance",
    title: "Andreou Insurance Advisory",
    client: "Andreou Insurance Advisory",
    category: ["web-development"],
    service: "Web Development",
    description:
      "A lead-generating site for an independent insurance consultant: clear guides for each type of cover, a guided quote request and a booking flow that lands straight in the adviser's calendar.",
    image: "projects/andreou-insurance.svg",
    imageAlt:
      "Andreou Insurance Advisory website in a browser frame, showing insurance guides and a quote request form",
    technologies: ["Astro", "TypeScript", "Node.js", "HubSpot", "Cal.com"],
    features: [
      "Step-by-step quote request for home, motor, health and business cover",
      "Plain-language insurance guides in Greek and English",
      "Online appointment booking synced with the adviser's calendar",
      "CRM integration that routes every lead with its full context",
    ],
    results:
      "Qualified quote requests grew by 140% in six months, with first replies now sent the same day.",
    serviceColor: "blue",
    url: "https://andreouinsurance.com.cy",
  },
  {
    id: 7,
    slug: "mavrou-studio",
    title: "Elena Mavrou Studio",
    client: "Elena Mavrou Studio",
    category: ["web-development", "uiux"],
    service: "UI/UX Design",
    description:
      "A gallery-first showcase for a painter and sculptor, where the work leads: large-format images, exhibition archives and a discreet enquiry flow for collectors and galleries.",
    image: "projects/mavrou-studio.svg",
    imageAlt:
      "Elena Mavrou Studio website in a browser frame, showing a full-width painting and an exhibition timeline",
    technologies: ["Next.js", "Sanity", "Cloudinary", "Framer Motion", "Vercel"],
    features: [
      "Full-bleed artwork viewer with deep zoom",
      "Exhibition archive organised by year, venue and series",
      "Availability labels and private enquiry for each piece",
      "Artist-managed content with no developer in the loop",
    ],
    results:
      "Collector enquiries tripled in the first year, and two gallery representations began with a visit to the site.",
    serviceColor: "purple",
    url: "https://elenamavrou.art",
  },
  {
    id: 8,
    slug: "ironveil-games",
    title: "Ironveil Games",
    client: "Ironveil Games",
    category: ["web-development", "uiux"],
    service: "Web Development & UI/UX",
    description:
      "The studio site and launch hub for an independent RPG developer: lore pages, devlogs, a press kit and a wishlist funnel built around the game's dark-fantasy world.",
    image: "projects/ironveil-games.svg",
    imageAlt:
      "Ironveil Games website in a browser frame, showing the RPG's key art and a wishlist call to action",
    technologies: ["React", "Next.js", "Strapi", "Node.js", "Steam Web API"],
    features: [
      "Interactive world map linking regions to lore entries",
      "Devlog with newsletter sign-up and Discord integration",
      "Press kit with downloadable assets and fact sheet",
      "Wishlist funnel with live Steam wishlist and follower counts",
    ],
    results:
      "The site drove 18,000 Steam wishlists before launch, over a third of the game's total.",
    serviceColor: "purple",
    url: "https://ironveilgames.com",
  },
];

/** The three projects shown in Recent Work on the home page, in display order. */
export const featuredProjectIds = [3, 2, 8] as const satisfies readonly Project["id"][];

/** The six image tiles on /lp/mvp-offer, in display order. */
export const landingTileProjectIds = [2, 3, 5, 1, 7, 8] as const satisfies readonly Project["id"][];

/** Looks projects up by id, in the order given; unknown ids are skipped. */
export function projectsByIds(
  ids: readonly number[],
  list: readonly Project[] = projects,
): readonly Project[] {
  return ids.flatMap((id) => list.filter((project) => project.id === id));
}

export type FilterTabId = "all" | ProjectCategory;

export interface FilterTab {
  readonly id: FilterTabId;
  readonly label: string;
}

export const filterTabs = [
  { id: "all", label: "All Projects" },
  { id: "web-development", label: "Web Development" },
  { id: "e-shop", label: "E-Shop" },
  { id: "uiux", label: "UI/UX Design" },
] as const satisfies readonly FilterTab[];

/** The projects a tab shows: every project for "all", else those whose categories include it. */
export function filterProjects(
  tab: FilterTabId,
  list: readonly Project[] = projects,
): readonly Project[] {
  return tab === "all" ? list : list.filter((project) => project.category.includes(tab));
}

/** The count shown on a tab, always what filterProjects() would show. */
export function countFor(tab: FilterTabId, list: readonly Project[] = projects): number {
  return filterProjects(tab, list).length;
}
