import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-[0.25em] text-chai-600">404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">This page wandered off</h1>
      <p className="mt-4 text-lg text-espresso-700">
        We couldn't find what you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-espresso-900 px-6 py-3 text-sm font-semibold text-cream-50 hover:bg-espresso-800"
        >
          Back to Home
        </Link>
        <Link
          to="/product"
          className="rounded-full border border-espresso-900 px-6 py-3 text-sm font-semibold hover:bg-cream-200"
        >
          Shop NAVA Focus
        </Link>
      </div>
    </section>
  );
}
