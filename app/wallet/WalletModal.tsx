// The wallet modal as the spec draws it: the Wallet Standard wallets the browser registered and
// Phantom's entry, in wallet-adapter-react-ui's classes (docs/decisions/0005). Loaded with the
// wallet stack.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Icon } from "~/components/icons";
import { WALLET_MODAL_CLOSE_MS, walletModal as t } from "~/content/wallet-modal";
import type { WalletEntry as Wallet } from "./standard-wallets";

export function WalletModal({
  wallets,
  onChoose,
  onClose,
}: {
  wallets: Wallet[];
  /** A wallet was chosen: the modal is closing. */
  onChoose: (wallet: Wallet) => void;
  /** The modal has faded out. */
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [fadeIn, setFadeIn] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const installed = wallets.filter((w) => w.readyState === "Installed");
  const others = wallets.filter((w) => w.readyState !== "Installed");

  const close = () => {
    setFadeIn(false);
    setTimeout(onClose, WALLET_MODAL_CLOSE_MS);
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  const choose = (wallet: Wallet) => {
    close();
    onChoose(wallet);
  };

  // While open: page scrolling is locked, Escape closes and Tab stays among the modal's buttons.
  // Focus moves to the first wallet (or the toggle) and goes back to the opener after.
  useLayoutEffect(() => {
    const modal = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") return closeRef.current();
      if (event.key !== "Tab" || !modal) return;
      const buttons = [...modal.querySelectorAll<HTMLElement>("button:not([tabindex='-1'])")];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        last?.focus();
        event.preventDefault();
      } else if (!event.shiftKey && document.activeElement === last) {
        first?.focus();
        event.preventDefault();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    const firstChoice = [".wallet-adapter-modal-list button:not([tabindex='-1'])", ".wallet-adapter-modal-list-more"]
      .map((selector) => modal?.querySelector<HTMLElement>(selector))
      .find(Boolean);
    firstChoice?.focus();
    const timer = setTimeout(() => setFadeIn(true), 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const list = (items: Wallet[], hidden = false) =>
    items.map((wallet) => (
      <li key={wallet.name}>
        <button
          type="button"
          className="wallet-adapter-button"
          tabIndex={hidden ? -1 : 0}
          onClick={() => choose(wallet)}
        >
          <i className="wallet-adapter-button-start-icon">
            <img src={wallet.icon} alt={`${wallet.name} icon`} />
          </i>
          {wallet.name}
          {wallet.readyState === "Installed" && <span>{t.detected}</span>}
        </button>
      </li>
    ));

  const toggle = (labels: { open: string; close: string }) => (
    <button
      type="button"
      className="wallet-adapter-modal-list-more"
      aria-expanded={expanded}
      aria-controls="wallet-adapter-modal-collapse"
      onClick={() => setExpanded(!expanded)}
    >
      <span>{expanded ? labels.close : labels.open}</span>
      <svg
        width="13"
        height="7"
        viewBox="0 0 13 7"
        aria-hidden="true"
        className={expanded ? "wallet-adapter-modal-list-more-icon-rotate" : ""}
      >
        <path d="M.714 1.626 5.833 6.262a1 1 0 0 0 1.335 0l5.119-4.636C12.775 1.184 12.37.5 11.62.5H1.38C.629.5.224 1.184.714 1.626Z" />
      </svg>
    </button>
  );

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="wallet-adapter-modal-title"
      className={`wallet-adapter-modal ${fadeIn ? "wallet-adapter-modal-fade-in" : ""}`}
    >
      <div className="wallet-adapter-modal-container">
        <div className="wallet-adapter-modal-wrapper">
          <button type="button" aria-label={t.close} className="wallet-adapter-modal-button-close" onClick={close}>
            <svg width="14" height="14" aria-hidden="true">
              <path d="M14 12.461 8.3 6.772l5.234-5.233L12.006 0 6.772 5.234 1.54 0 0 1.539l5.234 5.233L0 12.006l1.539 1.528L6.772 8.3l5.69 5.7L14 12.461z" />
            </svg>
          </button>
          {installed.length > 0 ? (
            <>
              <h1 id="wallet-adapter-modal-title" className="wallet-adapter-modal-title">
                {t.title}
              </h1>
              <ul className="wallet-adapter-modal-list">{list(installed)}</ul>
              {others.length > 0 && (
                <Collapse expanded={expanded}>
                  <ul className="wallet-adapter-modal-list">{list(others, !expanded)}</ul>
                </Collapse>
              )}
              {others.length > 0 && toggle(t.moreOptions)}
            </>
          ) : (
            <>
              <h1 id="wallet-adapter-modal-title" className="wallet-adapter-modal-title">
                {t.noWalletTitle}
              </h1>
              <div className="wallet-adapter-modal-middle">
                <Icon name="wallet" size={64} strokeWidth={1.5} />
              </div>
              {others.length > 0 && (
                <>
                  {toggle(t.viewOptions)}
                  <Collapse expanded={expanded}>
                    <ul className="wallet-adapter-modal-list">{list(others, !expanded)}</ul>
                  </Collapse>
                </>
              )}
            </>
          )}
        </div>
      </div>
      <div className="wallet-adapter-modal-overlay" onMouseDown={close} />
    </div>,
    document.body,
  );
}

/** The folded list: its height runs from 0 to its content's and back. */
function Collapse({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => setHeight(expanded ? (ref.current?.scrollHeight ?? 0) : 0), [expanded]);
  return (
    <div
      ref={ref}
      id="wallet-adapter-modal-collapse"
      role="region"
      className="wallet-adapter-collapse"
      style={{ height, overflow: "hidden", transition: "height 250ms ease-out" }}
    >
      {children}
    </div>
  );
}
