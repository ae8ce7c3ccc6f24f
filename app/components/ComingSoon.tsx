import { Link } from "react-router";

/** A page whose content is not built yet: its heading and an honest note, no fake controls. */
export function ComingSoon({ title, note = "This page is coming soon." }: { title: string; note?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-espresso-700">{note}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-espresso-900 px-6 py-3 text-sm font-semibold text-cream-50 hover:bg-espresso-800"
      >
        Back to Home
      </Link>
    </section>
  );
}
