import { Footer } from "./Footer.tsx";
import { PromoBanner } from "./PromoBanner.tsx";

/** The end of every page, below its content: the MVP offer band and the footer. */
export default function SiteEnd() {
  return (
    <>
      <PromoBanner />
      <Footer />
    </>
  );
}
