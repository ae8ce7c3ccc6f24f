import { Icon } from "~/components/icons";
import { cn } from "~/utils/cn";

/** A list with check marks: benefit lists and science bullets. */
export function CheckList({
  items,
  tone = "plain",
  className,
}: {
  items: readonly string[];
  tone?: "plain" | "dark";
  className?: string;
}) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className={cn(
              "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full",
              tone === "dark" ? "bg-chai-400 text-espresso-900" : "bg-sage-500 text-cream-50",
            )}
          >
            <Icon name="check" className="size-3.5" strokeWidth={3} aria-hidden />
          </span>
          <span className={cn("leading-relaxed", tone === "dark" ? "text-cream-100" : "text-espresso-800")}>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
