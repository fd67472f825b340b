/** Client testimonials (SPEC §3 "Testimonial"): three quotes, each rated 5. */

export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  readonly position: string;
  readonly rating: 5;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "We came in with a spreadsheet of requirements and a launch date we could not move. Two weeks later we had a working request portal our operators were using, and the full platform followed on schedule. Their team asks the awkward questions early, which is exactly what saved us time.",
    author: "Andreas Georgiou",
    position: "Head of Operations, AeroServe Aviation",
    rating: 5,
  },
  {
    quote:
      "Subscriptions and delivery slots were the hard part, and they got both right the first time. The shop is simple for our customers and simpler for us to run. When something needs changing, we get a reply the same day and a fix soon after.",
    author: "Marina Christou",
    position: "Co-founder, Pulp & Press",
    rating: 5,
  },
  {
    quote:
      "They understood that a game site has to feel like the game. The world map and devlog keep our community coming back between updates, and the wishlist funnel paid for the project several times over before launch.",
    author: "Daniel Rhodes",
    position: "Creative Director, Ironveil Games",
    rating: 5,
  },
];
