// Accordions on native <details>: they work without JavaScript and cost no script.
// `single`: one open at a time (the browser closes the others via a shared `name`), and the
// open one can be closed. `multiple`: any number open. Collapse animates in 250 ms.
import { Icon } from "~/components/icons";
import { useId, type ReactNode } from "react";
import { cn } from "~/utils/cn";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  mode: "single" | "multiple";
  /** Ids of the items open on first render. */
  defaultOpen?: string[];
  /** Controlled open state (for state kept outside, e.g. per position across tabs). */
  open?: string[];
  onToggle?: (id: string, open: boolean) => void;
  className?: string;
  itemClassName?: string;
  /** Heading level wrapping each summary, for the document outline. */
  headingLevel?: 3 | 4;
}

export function Accordion({
  items,
  mode,
  defaultOpen = [],
  open,
  onToggle,
  className,
  itemClassName,
  headingLevel = 3,
}: AccordionProps) {
  const group = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={cn("divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-cream-50", className)}>
      {items.map((item) => {
        const isOpen = open ? open.includes(item.id) : defaultOpen.includes(item.id);
        return (
          <details
            key={item.id}
            name={mode === "single" ? group : undefined}
            open={isOpen}
            onToggle={onToggle ? (e) => onToggle(item.id, (e.currentTarget as HTMLDetailsElement).open) : undefined}
            className={cn("group accordion-item", itemClassName)}
            data-accordion-item={item.id}
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left sm:px-6 [&::-webkit-details-marker]:hidden">
              <Heading className="font-sans text-base font-semibold text-espresso-900 sm:text-lg">{item.title}</Heading>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-chai-600 transition-transform duration-[250ms] group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="px-5 pb-5 text-espresso-700 sm:px-6">{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}
