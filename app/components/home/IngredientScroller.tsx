// Ingredient cards in a row that scrolls by touch, wheel, keyboard (the region is focusable)
// and the previous/next buttons. CSS scroll-snap does the aligning; the buttons are the only
// script (an island: the row itself is drawn on the server).
import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { TagList } from "~/components/content/TagList";
import { IslandSlot } from "~/components/server-html/ServerHtml";
import type { HomeContent } from "~/content/home";
import { SCROLLER_ISLAND, ScrollerButtons, type ScrollerButtonsProps } from "./ScrollerButtons";

export function scrollerButtonsProps(copy: HomeContent["ingredients"]): ScrollerButtonsProps {
  return { targetId: "ingredient-scroller", previous: copy.previous, next: copy.next };
}

export function IngredientScroller({ copy }: { copy: HomeContent["ingredients"] }) {
  const items = copy.cards;
  const buttons = scrollerButtonsProps(copy);
  return (
    <div>
      <IslandSlot name={SCROLLER_ISLAND}>
        <ScrollerButtons {...buttons} />
      </IslandSlot>
      <div
        id={buttons.targetId}
        role="region"
        aria-label={copy.regionLabel}
        tabIndex={0}
        data-testid="ingredient-scroller"
        className="-mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 px-4 pb-6 [scrollbar-color:var(--color-chai-400)_transparent] [scrollbar-width:thin] sm:-mx-2 sm:scroll-px-2 sm:px-2"
      >
        <ul className="flex w-max gap-5">
          {items.map((item) => (
            <li key={item.slug} className="w-64 snap-start lg:w-[17rem]">
              <Link
                to={`/ingredients/${item.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-cream-50 ring-1 ring-cream-300 transition-shadow hover:shadow-[0_20px_40px_-24px_rgb(43_29_20/0.45)]"
              >
                <img
                  src={item.image.src}
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-display text-xl font-semibold text-espresso-900">{item.name}</h3>
                  <p className="mt-1 text-sm text-espresso-600">{item.origin}</p>
                  <TagList tags={item.tags} size="sm" className="mt-3" />
                  <p className="mt-4 text-sm font-semibold text-chai-700">{item.dosage}</p>
                  <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-espresso-900">
                    {copy.learnMore}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
