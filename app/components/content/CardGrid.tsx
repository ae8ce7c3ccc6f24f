import { Icon, type IconName } from "~/components/icons";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export interface CardItem {
  title: string;
  text: string;
}

interface CardGridProps {
  items: readonly CardItem[];
  /** Columns from large screens up. */
  columns?: 2 | 3 | 4;
  /** Shows 01, 02… above each title. */
  numbered?: boolean;
  /** An icon per card, by index, in a badge that alternates chai and sage. */
  icons?: readonly IconName[];
  headingLevel?: "h2" | "h3";
  className?: string;
}

const cols = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
} as const;

/** Titled cards in a responsive grid: the building block of the content pages. */
export function CardGrid({
  items,
  columns = 3,
  numbered,
  icons,
  headingLevel: Heading = "h3",
  className,
}: CardGridProps) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 sm:gap-6", cols[columns], className)}>
      {items.map((item, i) => {
        const icon = icons?.[i % icons.length];
        return (
          <li key={item.title} className="rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300 sm:p-8">
            {icon && (
              <IconBadge tone={i % 2 ? "sage" : "chai"} className="mb-5">
                <Icon name={icon} aria-hidden />
              </IconBadge>
            )}
            {numbered && (
              <p className="mb-3 font-display text-sm font-semibold text-chai-600">{String(i + 1).padStart(2, "0")}</p>
            )}
            <Heading className="font-display text-xl font-semibold text-espresso-900">{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-espresso-700">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** A round tinted badge around an icon, for CardGrid marks. */
export function IconBadge({
  children,
  tone = "chai",
  className,
}: {
  children: ReactNode;
  tone?: "chai" | "sage";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "grid size-12 place-items-center rounded-full [&_svg]:size-6",
        tone === "chai" ? "bg-chai-300/30 text-chai-700" : "bg-sage-100 text-sage-700",
        className,
      )}
    >
      {children}
    </span>
  );
}
