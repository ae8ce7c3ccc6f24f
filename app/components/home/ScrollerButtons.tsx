// Previous/next for a horizontally scrolling row drawn on the server: the row is plain HTML
// (found by id), these two buttons are the only script it needs.
import { Icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** The slot the home page's ingredient row keeps for these buttons. */
export const SCROLLER_ISLAND = "ingredient-scroller-buttons";
/** The icons these buttons draw (the page's markup carries their shapes). */

export interface ScrollerButtonsProps {
  targetId: string;
  previous: string;
  next: string;
}

export function ScrollerButtons({ targetId, previous, next }: ScrollerButtonsProps) {
  const [edge, setEdge] = useState({ start: true, end: false });

  useEffect(() => {
    const row = document.getElementById(targetId);
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft < 8;
      const end = row.scrollLeft + row.clientWidth > row.scrollWidth - 8;
      setEdge((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    measure();
    row.addEventListener("scroll", measure, { passive: true });
    return () => row.removeEventListener("scroll", measure);
  }, [targetId]);

  function scroll(direction: 1 | -1) {
    const row = document.getElementById(targetId);
    if (!row) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <div className="mb-5 flex justify-end gap-2">
      <Button
        variant="outline"
        size="icon"
        onClick={() => scroll(-1)}
        disabled={edge.start}
        aria-label={previous}
        aria-controls={targetId}
      >
        <Icon name="chevron-left" aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="icon"
        onClick={() => scroll(1)}
        disabled={edge.end}
        aria-label={next}
        aria-controls={targetId}
      >
        <Icon name="chevron-right" aria-hidden />
      </Button>
    </div>
  );
}
