// The first tap counts (DESIGN.md, "Rules that hold everywhere"). Before the app runs, HTML does
// what it can: links navigate, forms post, <details> open, radios and inputs keep what was set.
// A button that needs the app (any button that does not submit a form) would swallow the tap;
// this inline script, first in the document, keeps it instead: the button shows it is busy
// (aria-busy, styled in app.css) and the app clicks it again as soon as it runs. A link marked
// `data-needs-app` (it only stands in for the app's action without JavaScript) is kept the same way.
// A part whose script comes after the page's (`data-starts-later`, decision 0028) keeps its taps
// until that part has started, and acts on them itself.
import { useEffect } from "react";

const KEPT = "data-tap-kept";
/** What a kept tap may land on. */
const TAPPABLE = "button,a[data-needs-app]";
/** Marks a part whose script comes after the page's; `data-started` is added when it has started. */
export const STARTS_LATER = "data-starts-later";
const WAITING_PART = `[${STARTS_LATER}]:not([data-started])`;
export const APP_OWNS_PAGE = "app-owns-page";

/**
 * Runs in the page before any module: keeps taps on buttons that need the app. Only the server
 * writes it into the document; the browser's copy of the app leaves the script as it found it
 * (React does not compare an element's inner HTML when it starts), so it need not carry the text.
 */
const KEEP_TAPS = import.meta.env.SSR
  ? `(()=>{const kept=window.__keptTaps=[];addEventListener("click",(e)=>{const b=e.target.closest&&e.target.closest("${TAPPABLE}");if(!b||b.disabled||(b.type==="submit"&&b.form)||(window.__appStarted&&!b.closest("${WAITING_PART}")))return;e.preventDefault();e.stopImmediatePropagation();if(b.hasAttribute("${KEPT}"))return;const island=b.closest("[data-island]");kept.push({button:b,island:island&&island.getAttribute("data-island"),index:island?[...island.querySelectorAll("${TAPPABLE}")].indexOf(b):-1});b.setAttribute("${KEPT}","");b.setAttribute("aria-busy","true")},true)})();`
  : "";

export function KeepFirstTaps({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: KEEP_TAPS }} suppressHydrationWarning />;
}

interface KeptTap {
  button: HTMLElement;
  /** An island's slot is drawn again when it starts: its button is found again by position. */
  island: string | null;
  index: number;
}

declare global {
  interface Window {
    __keptTaps?: KeptTap[];
    __appStarted?: boolean;
  }
}

/** Clicks again the kept taps that `which` picks, now that what they landed on runs. */
export function replayKeptTaps(which: (button: HTMLElement) => boolean) {
  const kept = window.__keptTaps ?? [];
  for (const tap of kept.filter((t) => which(t.button))) {
    kept.splice(kept.indexOf(tap), 1);
    tap.button.removeAttribute(KEPT);
    tap.button.removeAttribute("aria-busy");
    const live = tap.button.isConnected
      ? tap.button
      : tap.island
        ? document.querySelectorAll<HTMLElement>(`[data-island="${tap.island}"] :is(${TAPPABLE})`)[tap.index]
        : undefined;
    live?.click();
  }
}

/** Once the app has started (and its islands are in place), it acts on the taps kept for it. */
export function useReplayFirstTaps() {
  useEffect(() => {
    // The app owns the page from here (read by `npm run bench:interactive`).
    performance.mark(APP_OWNS_PAGE);
    // After the commits that put islands into their slots.
    const timer = setTimeout(() => {
      window.__appStarted = true;
      replayKeptTaps((button) => !button.closest(WAITING_PART));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
