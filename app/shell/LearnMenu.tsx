// The LEARN dropdown: a menu button that works with mouse, touch and keyboard
// (Enter, Space, arrows, Home/End, Escape), small enough to stay in every first load.
import { Icon } from "~/components/icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { learnLinks } from "~/content/site";
import { cn } from "~/utils/cn";

interface LearnMenuProps {
  active: boolean;
  /** Where the menu opens: below the header, or above the mobile bottom row. */
  placement?: "below" | "above";
  buttonClassName?: string;
  label?: string;
  icon?: React.ReactNode;
}

export function LearnMenu({ active, placement = "below", buttonClassName, label = "LEARN", icon }: LearnMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>("[role=menuitem]") ?? []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const list = items();
      (target === "first" ? list[0] : list[list.length - 1])?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (!menuRef.current?.contains(node) && !buttonRef.current?.contains(node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openWith = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWith("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("last");
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "Tab") setOpen(false);
    else if (event.key === " ") {
      event.preventDefault();
      (document.activeElement as HTMLAnchorElement | null)?.click();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
        className={cn("flex items-center gap-1", buttonClassName, active && "text-chai-600")}
      >
        {icon}
        {label}
        <Icon name="chevron-down" className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Learn"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={cn(
          "absolute z-50 min-w-48 rounded-2xl border border-cream-300 bg-cream-50 p-2 shadow-xl",
          placement === "below" ? "left-0 top-full mt-3" : "bottom-full left-1/2 mb-3 -translate-x-1/2",
        )}
      >
        {learnLinks.map((link) => (
          <li key={link.to} role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to={link.to}
              onClick={() => setOpen(false)}
              aria-current={location.pathname === link.to ? "page" : undefined}
              className="block rounded-xl px-4 py-2.5 text-sm font-medium text-espresso-800 outline-none hover:bg-cream-200 focus:bg-cream-200 aria-[current=page]:text-chai-600"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
