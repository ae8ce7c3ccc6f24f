// The product page's parts whose script comes after the page's (decision 0028): the gallery and the
// two wallet cards. The server draws them with the page; in the browser they start when this
// module has come, and a tap on them before that is kept and acted on then (first-tap.tsx).
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { replayKeptTaps, STARTS_LATER } from "~/components/first-tap/first-tap";
import { ProductGallery } from "./ProductGallery";
import { PhantomCard, RewardCard } from "./WalletCards";

function StartsLater({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  // Started: taps from now on are the app's, and those kept for this part are acted on.
  useEffect(() => {
    const element = part.current!;
    element.setAttribute("data-started", "");
    replayKeptTaps((button) => element.contains(button));
  }, []);
  return (
    <div ref={part} {...{ [STARTS_LATER]: "" }}>
      {children}
    </div>
  );
}

export const LaterGallery = (props: ComponentProps<typeof ProductGallery>) => (
  <StartsLater>
    <ProductGallery {...props} />
  </StartsLater>
);

export const LaterRewardCard = (props: ComponentProps<typeof RewardCard>) => (
  <StartsLater>
    <RewardCard {...props} />
  </StartsLater>
);

export const LaterPhantomCard = (props: ComponentProps<typeof PhantomCard>) => (
  <StartsLater>
    <PhantomCard {...props} />
  </StartsLater>
);
