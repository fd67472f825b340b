/**
 * Icon keys used by the content modules. Content never imports an icon component: it
 * names one of these keys, and the UI maps each key to its lucide-react icon (the key is
 * the icon's lucide file name, e.g. "code-xml" → CodeXml). Adding an icon to the content
 * means adding its key here first; the unit tests check every key exists in lucide-react.
 */
export const iconNames = [
  // services
  "rocket",
  "layers",
  "workflow",
  // process steps
  "compass",
  "pen-tool",
  "code-xml",
  "shield-check",
  "trending-up",
  // MVP landing-page steps
  "map",
  "zap",
  "refresh-cw",
  // products
  "recycle",
  "scan-search",
  "nfc",
  "siren",
  "truck",
  // about: mission, vision, core values
  "target",
  "eye",
  "heart",
  "award",
  "handshake",
  // stats, trust points and check lists
  "briefcase-business",
  "users",
  "headphones",
  "globe",
  "clock",
  "circle-check",
] as const;

export type IconName = (typeof iconNames)[number];
