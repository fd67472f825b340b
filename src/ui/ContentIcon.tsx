import type { LucideIcon } from "lucide-react";
import type { IconName } from "../content/icons.ts";

/** The icons a section uses, keyed by the content's IconName (import only those). */
export type IconMap = Partial<Record<IconName, LucideIcon>>;

/** Renders the content's icon key as its lucide icon, decorative (aria-hidden). */
export function ContentIcon({ map, name }: { map: IconMap; name: IconName }) {
  const Icon = map[name];
  return Icon ? <Icon aria-hidden="true" /> : null;
}
