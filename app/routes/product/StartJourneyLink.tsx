import { buttonClass } from "~/components/ui/button";

/** Its island in the "Why NAVA" band (ProductSections). */
export const START_JOURNEY_ISLAND = "start-journey";

/** A link to the purchase box without JavaScript; with it, it also selects Subscribe (`onStart`). */
export function StartJourneyLink({ label, onStart }: { label: string; onStart?: () => void }) {
  return (
    <a
      href="#purchase"
      onClick={
        onStart &&
        ((e) => {
          e.preventDefault();
          onStart();
        })
      }
      className={buttonClass({ variant: "light", size: "lg" })}
    >
      {label}
    </a>
  );
}
