// Content pages are rendered to HTML on the server (in the route's loader) and put in place as
// they are: their components and copy cost the page no script and no hydration work. Links in
// that HTML still navigate inside the app, and the few interactive parts (`islands`) are
// rendered live into their slots once the page runs. See docs/decisions/0006.
import { createContext, useContext, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useNavigate, type ShouldRevalidateFunction } from "react-router";

export const ISLAND_ATTRIBUTE = "data-island";

// An island's markup as the page held it when the island started, with what the visitor did in it.
const IslandStart = createContext<Element | null>(null);

/** In an island: its server markup as the visitor left it (open questions, a chosen tab), to adopt. */
export const useIslandStart = () => useContext(IslandStart);

interface ServerHtmlProps {
  /** The page's markup, from its loader (`renderStaticPage`). */
  html: string;
  /** Live components for the slots the HTML marks with `data-island="<name>"`. */
  islands?: Record<string, ReactNode>;
}

export function ServerHtml({ html, islands }: ServerHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const followLink = useFollowLinks();
  const [slots, setSlots] = useState<[string, Element, Element][]>([]);
  const names = islands ? Object.keys(islands).join(" ") : "";

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !names) return setSlots([]);
    // The server's markup of an island stays until its live version replaces it, before paint;
    // the island reads what the visitor did in it meanwhile (useIslandStart).
    const placeIslands = () => {
      const found = names.split(" ").flatMap((name): [string, Element, Element][] => {
        const slot = root.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
        if (!slot) return [];
        const drawn = document.createElement("div");
        drawn.append(...slot.childNodes);
        return [[name, slot, drawn]];
      });
      setSlots(found);
    };
    // A tap while the app is starting makes React finish starting inside that tap's event, before
    // the browser does the tap's own work (a question opening): place the islands after it, or the
    // question would open in the markup just taken out of the page.
    if (!window.event) return placeIslands();
    const later = setTimeout(placeIslands);
    return () => clearTimeout(later);
  }, [html, names]);

  return (
    <>
      <div
        ref={ref}
        className="contents"
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {slots.map(([name, slot, drawn]) =>
        createPortal(<IslandStart.Provider value={drawn}>{islands?.[name]}</IslandStart.Provider>, slot, name),
      )}
    </>
  );
}

/** A click handler that turns a plain left click on a same-origin link into a router navigation. */
function useFollowLinks() {
  const navigate = useNavigate();
  return (e: MouseEvent<Element>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const link = (e.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    // A jump within this page is the browser's to make.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * For pages whose markup depends only on their URL: at the same URL there is nothing to load
 * again (after an action elsewhere, or a sign-in), and the page and its islands stay as they are.
 */
export const sameUrlKeepsPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

/** Marks where an island goes; on the server its children are the island's first markup. */
export function IslandSlot({ name, children, className }: { name: string; children: ReactNode; className?: string }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} className={className ?? "contents"}>
      {children}
    </div>
  );
}
