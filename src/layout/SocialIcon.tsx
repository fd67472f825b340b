/** Brand glyphs for the social links (lucide ships no brand icons). */
const paths = {
  Facebook:
    "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z",
  /** X, formerly Twitter: the X glyph. */
  X: "M17.7 3.5h3l-6.6 7.5 7.7 10.2h-6l-4.7-6.2-5.4 6.2h-3l7-8L2.3 3.5h6.2l4.3 5.7 4.9-5.7Zm-1 15.9h1.7L7.4 5.2H5.6l11.1 14.2Z",
  LinkedIn:
    "M6.9 8.8H3.8V20h3.1V8.8ZM5.4 3.6a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5-4.3-5-1.4 0-2.4.7-2.9 1.5V8.8H10V20h3.1v-5.9c0-1.5.6-2.6 1.9-2.6 1.3 0 1.9 1 1.9 2.6V20h3.1l.2-6.4Z",
} as const;

export type SocialNetwork = keyof typeof paths;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
