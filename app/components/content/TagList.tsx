import { cn } from "~/utils/cn";

/** Small sage pills: an ingredient's tags. */
export function TagList({
  tags,
  size = "md",
  className,
}: {
  tags: readonly string[];
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap", size === "sm" ? "gap-1.5" : "gap-2", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            "rounded-full bg-sage-100 font-medium text-sage-700",
            size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm",
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
