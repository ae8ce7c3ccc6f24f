// Content pages are rendered to HTML on the server (in the route's loader) and put in place as
// they are: their components and copy cost the page no script and no hydration work. Links in
// that HTML still navigate inside the app, and the few interactive parts (`islands`) are
// rendered live into their slots once the page runs. See docs/decisions/0006.
import { createContext, useContext, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useNavigate, type ShouldRevalidateFunction } from "react-router";

export const ISLAND_ATTRIBUTE = "data-island";
const MARKUP_ATTRIBUTE = "data-server-html";

// An island's markup as the page held it when the island started, with what the visitor did in it.
const IslandStart = createContext<Element | null>(null);

/** In an island: its server markup as the visitor left it (open questions, a chosen tab), to adopt. */
export const useIslandStart = () => useContext(IslandStart);

// The server render's copy of the page's markup when the loader's data does not carry it.
const DocumentHtml = createContext<string | undefined>(undefined);
export const DocumentHtmlProvider = DocumentHtml.Provider;

interface ServerHtmlProps {
  /** The markup; null on the first load, where it is already in the page (one per page). */
  html: string | null;
  /** Live components for the slots the HTML marks with `data-island="<name>"`. */
  islands?: Record<string, ReactNode>;
}

/** The markup the server drew into the element `selector` finds in this document ("" on the server). */
export function markupInDocument(selector: string): string {
  return typeof document === "undefined" ? "" : (document.querySelector(selector)?.innerHTML ?? "");
}

export function ServerHtml({ html: fromData, islands }: ServerHtmlProps) {
  const documentHtml = useContext(DocumentHtml);
  const [firstHtml] = useState(() => fromData ?? documentHtml ?? markupInDocument(`[${MARKUP_ATTRIBUTE}]`));
  const html = fromData ?? firstHtml;
  const ref = useRef<HTMLDivElement>(null);
  const followLink = useFollowLinks();
  const [slots, setSlots] = useState<[string, Element, Element][]>([]);
  const names = islands ? Object.keys(islands).join(" ") : "";

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !names) return setSlots([]);
    // The server's markup of an island stays until its live version replaces it, before paint;
    // the island reads what the visitor did in it meanwhile (useIslandStart).
    const found = names.split(" ").flatMap((name): [string, Element, Element][] => {
      const slot = root.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
      if (!slot) return [];
      const drawn = document.createElement("div");
      drawn.append(...slot.childNodes);
      return [[name, slot, drawn]];
    });
    setSlots(found);
  }, [html, names]);

  return (
    <>
      <div
        ref={ref}
        {...{ [MARKUP_ATTRIBUTE]: "" }}
        className="contents"
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: html }}
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

const KEPT_ATTRIBUTE = "data-kept";
const keptHtml = new Map<string, string>();

/**
 * Markup that is the same on every page of the shell (the footer, the icons' sprite): the server draws `children`
 * into the element; the browser keeps what the document holds and never draws it, so the
 * caller passes children only on the server (`import.meta.env.SSR`) and they leave the
 * browser's build. Its links navigate inside the app.
 */
export function KeptMarkup({
  as: Tag,
  name,
  className,
  children,
}: {
  as: "footer" | "svg";
  name: string;
  className: string;
  children: ReactNode;
}) {
  const [html] = useState(() => {
    if (!keptHtml.has(name) && typeof document !== "undefined")
      keptHtml.set(name, markupInDocument(`[${KEPT_ATTRIBUTE}="${name}"]`));
    return keptHtml.get(name) ?? "";
  });
  const followLink = useFollowLinks();
  const attributes = { [KEPT_ATTRIBUTE]: name, className };
  return import.meta.env.SSR ? (
    <Tag {...attributes}>{children}</Tag>
  ) : (
    <Tag {...attributes} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
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
