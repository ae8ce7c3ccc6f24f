import { Link } from "react-router";
import { brand, footerLinks, socialLinks } from "~/content/site";
import { Logo } from "./Logo";

/** The footer, the same on every page. */
export function Footer() {
  return (
    <footer className="mt-24 bg-espresso-900 pb-20 text-cream-200 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 grid-cols-2 md:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <div className="text-cream-50">
            <Logo onDark />
          </div>
          <p className="max-w-xs text-sm leading-relaxed text-cream-300">{brand.tagline}.</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Social">
            {socialLinks.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-8 min-w-8 items-center justify-center underline-offset-4 hover:text-chai-300 hover:underline"
                >
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerLinks.map((group) => (
          <div key={group.heading}>
            <h2 className="mb-3 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-chai-300">
              {group.heading}
            </h2>
            <ul className="text-sm">
              {group.links.map((l) => (
                <li key={l.to}>
                  {/* At least 32 px tall: a tap target WCAG 2.5.8 accepts with room to spare. */}
                  <Link to={l.to} className="inline-flex min-h-8 items-center hover:text-chai-300">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-espresso-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-cream-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} NAVA. These statements have not been evaluated by the Food and Drug
          Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.
        </p>
      </div>
    </footer>
  );
}
