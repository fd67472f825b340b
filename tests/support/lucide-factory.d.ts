/** lucide-react's own icon factory, which tests/ui/lucide-icon.test.tsx compares the site's with. */
declare module "lucide-react/dist/esm/createLucideIcon.mjs" {
  import type { LucideIcon } from "lucide-react";
  import type { LucideIconData } from "../../src/ui/lucideIcon.tsx";

  const createLucideIcon: (data: LucideIconData) => LucideIcon;
  export default createLucideIcon;
}
