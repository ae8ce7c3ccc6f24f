import { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the cart and checkout pages: a way back, the title, the content. */
export function ShopPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-espresso-700 hover:text-chai-600"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden />
        {back.label}
      </Link>
      <h1 className="mt-6 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{title}</h1>
      {children}
    </div>
  );
}
