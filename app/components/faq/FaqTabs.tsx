// The FAQ's category tabs. Each tab is a link (?tab=…), so without JavaScript a click reloads
// the page on that tab; with it, the tab switches at once and the URL follows. Open questions
// are kept by position, shared across tabs, as the spec has it.
import { Icon, type IconName } from "~/components/icons";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Accordion } from "~/components/Accordion";
import { useIslandStart } from "~/components/server-html/ServerHtml";
import { FAQ_CATEGORIES, type FaqCategory, type FaqItem } from "~/content/faq-categories";
import { cn } from "~/utils/cn";

const icons: Record<FaqCategory, IconName> = {
  product: "package",
  ingredients: "leaf",
  usage: "coffee",
  safety: "shield-check",
  web3: "coins",
};

const tabId = (c: FaqCategory) => `faq-tab-${c}`;
const panelId = (c: FaqCategory) => `faq-panel-${c}`;
const tabSearch = (c: FaqCategory) => `?tab=${c}`;

interface FaqTabsProps {
  tab: FaqCategory;
  label: string;
  faqs: Record<FaqCategory, FaqItem[]>;
  labels: Record<FaqCategory, string>;
}

export function FaqTabs({ tab, label, faqs, labels }: FaqTabsProps) {
  const navigate = useNavigate();
  // What the visitor did before the tabs started: the questions they opened stay open.
  const start = useIslandStart();
  const [active, setActive] = useState(tab);
  // Follow the URL when it changes from outside (a link, back/forward).
  const [urlTab, setUrlTab] = useState(tab);
  if (tab !== urlTab) {
    setUrlTab(tab);
    setActive(tab);
  }
  const [open, setOpen] = useState<string[]>(() =>
    [...(start?.querySelectorAll("[role=tabpanel]:not([hidden]) details[open]") ?? [])].flatMap(
      (item) => item.getAttribute("data-accordion-item") ?? [],
    ),
  );
  // Roving tabindex only once scripts run: without them every tab link stays reachable by Tab.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tabs = useRef(new Map<FaqCategory, HTMLAnchorElement>());

  function select(next: FaqCategory) {
    setActive(next);
    tabs.current.get(next)?.focus();
    navigate({ search: tabSearch(next) }, { replace: true, preventScrollReset: true });
  }

  function onKeyDown(e: KeyboardEvent<HTMLAnchorElement>) {
    const i = FAQ_CATEGORIES.indexOf(active);
    const last = FAQ_CATEGORIES.length - 1;
    const target = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(FAQ_CATEGORIES[target]);
  }

  function toggle(id: string, isOpen: boolean) {
    setOpen((current) =>
      isOpen ? (current.includes(id) ? current : [...current, id]) : current.filter((x) => x !== id),
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="mx-auto flex max-w-3xl flex-wrap justify-center gap-2 sm:gap-3">
        {FAQ_CATEGORIES.map((c) => {
          const selected = c === active;
          return (
            <Link
              key={c}
              ref={(el) => {
                if (el) tabs.current.set(c, el);
              }}
              to={{ search: tabSearch(c) }}
              replace
              preventScrollReset
              role="tab"
              id={tabId(c)}
              aria-selected={selected}
              aria-controls={panelId(c)}
              tabIndex={hydrated ? (selected ? 0 : -1) : undefined}
              onClick={() => setActive(c)}
              onKeyDown={onKeyDown}
              className={cn(
                "inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors",
                selected
                  ? "bg-espresso-900 text-cream-50 shadow-sm"
                  : "bg-cream-50 text-espresso-800 ring-1 ring-cream-300 hover:bg-cream-200",
              )}
            >
              <Icon name={icons[c]} className="size-4" aria-hidden />
              {labels[c]}
            </Link>
          );
        })}
      </div>
      {FAQ_CATEGORIES.map((c) => (
        <div
          key={c}
          role="tabpanel"
          id={panelId(c)}
          aria-labelledby={tabId(c)}
          hidden={c !== active}
          className="mx-auto mt-10 max-w-3xl"
        >
          {/* The questions are h3: the panel's h2 keeps the page's outline in order. */}
          {/* In the body face: a heading face would fetch a font file for text nobody sees. */}
          <h2 className="sr-only font-sans font-normal">{labels[c]}</h2>
          <Accordion
            mode="multiple"
            open={open}
            onToggle={toggle}
            items={faqs[c].map((f, i) => ({
              id: String(i),
              title: f.q,
              content: <p className="leading-relaxed">{f.a}</p>,
            }))}
          />
        </div>
      ))}
    </div>
  );
}
