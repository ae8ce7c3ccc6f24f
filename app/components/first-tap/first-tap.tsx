// The first tap counts (DESIGN.md, "Rules that hold everywhere"). Before the app runs, HTML does
// what it can: links navigate, forms post, <details> open, radios and inputs keep what was set.
// A button that needs the app (any button that does not submit a form) would swallow the tap;
// this inline script, first in the document, keeps it instead: the button shows it is busy
// (aria-busy, styled in app.css) and the app clicks it again as soon as it runs.
import { useEffect } from "react";

const KEPT = "data-tap-kept";
export const APP_OWNS_PAGE = "app-owns-page";

/** Runs in the page before any module: keeps taps on buttons that need the app. */
const KEEP_TAPS = `(()=>{const kept=window.__keptTaps=[];addEventListener("click",(e)=>{if(window.__appStarted)return;const b=e.target.closest&&e.target.closest("button");if(!b||b.disabled||(b.type==="submit"&&b.form))return;e.preventDefault();e.stopImmediatePropagation();if(b.hasAttribute("${KEPT}"))return;const island=b.closest("[data-island]");kept.push({button:b,island:island&&island.getAttribute("data-island"),index:island?[...island.querySelectorAll("button")].indexOf(b):-1});b.setAttribute("${KEPT}","");b.setAttribute("aria-busy","true")},true)})();`;

export function KeepFirstTaps({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: KEEP_TAPS }} />;
}

interface KeptTap {
  button: HTMLButtonElement;
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

/** Once the app has started (and its islands are in place), it acts on the taps kept for it. */
export function useReplayFirstTaps() {
  useEffect(() => {
    // The app owns the page from here (read by `npm run bench:interactive`).
    performance.mark(APP_OWNS_PAGE);
    // After the commits that put islands into their slots.
    const timer = setTimeout(() => {
      window.__appStarted = true;
      for (const tap of window.__keptTaps?.splice(0) ?? []) {
        tap.button.removeAttribute(KEPT);
        tap.button.removeAttribute("aria-busy");
        const live = tap.button.isConnected
          ? tap.button
          : tap.island
            ? document.querySelectorAll<HTMLButtonElement>(`[data-island="${tap.island}"] button`)[tap.index]
            : undefined;
        live?.click();
      }
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
