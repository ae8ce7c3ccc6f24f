// The footer is the same on every page: the server draws it into the document and the browser
// keeps that markup (the root never remounts), so its components and copy are not in the
// browser's build. Its links still navigate inside the app.
import { KeptMarkup } from "./server-html/ServerHtml";
import { FooterContent } from "./FooterContent";

export function Footer() {
  return (
    <KeptMarkup as="footer" name="footer" className="mt-24 bg-espresso-900 pb-20 text-cream-200 md:pb-0">
      {import.meta.env.SSR && <FooterContent />}
    </KeptMarkup>
  );
}
