import { Icon } from "~/components/icons";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { productLaterParts } from "~/content/product-later-parts";
import { cn } from "~/utils/cn";

const SWIPE_PX = 40;

/** Wraps an index into 0..count-1 in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The product images: previous/next, thumbnails, an 'n / 5' counter, arrow keys and swipe. */
export function ProductGallery({ images, badge }: { images: readonly string[]; badge: string }) {
  const [index, setIndex] = useState(0);
  // The first image shows at once (it is the page's largest paint); later ones fade in.
  const [browsed, setBrowsed] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const go = (to: number) => {
    setIndex(wrapIndex(to, count));
    setBrowsed(true);
  };
  const { gallery } = productLaterParts;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") go(index - 1);
    else if (e.key === "ArrowRight") go(index + 1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  const arrow =
    "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-cream-50/90 text-espresso-900 shadow-md ring-1 ring-cream-300 transition hover:bg-cream-50";

  return (
    <section aria-roledescription="carousel" aria-label={gallery.label} className="w-full">
      <div
        className="relative aspect-square touch-pan-y select-none overflow-hidden rounded-[2rem] bg-gradient-to-br from-cream-200 via-cream-100 to-chai-300/40 ring-1 ring-cream-300 focus-visible:outline-offset-4"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        data-testid="gallery-stage"
      >
        <img
          key={images[index]}
          src={images[index]}
          alt={gallery.alts[index] ?? ""}
          width={800}
          height={800}
          draggable={false}
          fetchPriority={browsed ? undefined : "high"}
          className={cn("size-full object-contain", browsed && "animate-fade-in")}
          data-testid="gallery-image"
        />
        <span className="absolute left-4 top-4 rounded-full bg-espresso-900 px-3 py-1 text-xs font-bold tracking-[0.15em] text-cream-50">
          {badge}
        </span>
        <button
          type="button"
          onClick={() => go(index - 1)}
          className={cn(arrow, "left-3")}
          aria-label={gallery.previous}
        >
          <Icon name="chevron-left" className="size-5" aria-hidden />
        </button>
        <button type="button" onClick={() => go(index + 1)} className={cn(arrow, "right-3")} aria-label={gallery.next}>
          <Icon name="chevron-right" className="size-5" aria-hidden />
        </button>
        <p
          className="absolute bottom-4 right-4 rounded-full bg-espresso-900/80 px-3 py-1 text-xs font-semibold tabular-nums text-cream-50"
          aria-live="polite"
          data-testid="gallery-counter"
        >
          {index + 1} / {count}
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-5 gap-2 sm:gap-3" aria-label={gallery.thumbnails}>
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => go(i)}
              aria-current={i === index ? "true" : undefined}
              aria-label={`${gallery.alts[i] ?? `Image ${i + 1}`} (${i + 1} / ${count})`}
              className={cn(
                "block aspect-square w-full overflow-hidden rounded-xl bg-cream-200 ring-2 transition",
                i === index ? "ring-chai-500" : "ring-transparent hover:ring-cream-300",
              )}
            >
              {/* Lazy: React would otherwise preload every thumbnail in <head>, beside the page's scripts. */}
              <img src={src} alt="" width={120} height={120} loading="lazy" className="size-full object-contain p-1" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
