// Checkout's sales tax as the shopper types: once the address fields are complete (the form's own
// rules), and a moment after the last keystroke, the address goes to POST /checkout/tax; a newer
// address cancels the ask before it. Without JavaScript nothing is asked: placing the order
// calculates the tax, and the order page shows it before anything is paid.
import { useEffect, useRef, useState } from "react";
import { taxCopy } from "~/content/tax";
import { taxQuoteSchema, type TaxQuote } from "./tax-quote";

const DEBOUNCE_MS = 350;

export function useTaxQuote({
  enabled,
  formId,
  untaxedTotalCents,
  fromAction,
}: {
  /** Tax on (TAX_MODE=stripe): with it off nothing is asked or shown. */
  enabled: boolean;
  formId: string;
  /** The total before tax the page shows: a new one (a code applied) asks again. */
  untaxedTotalCents: number;
  /** The figures placing found when they differed from the ones shown (the checkout action's answer). */
  fromAction: TaxQuote | undefined;
}): { quote: TaxQuote | null; pending: boolean } {
  const [quote, setQuote] = useState<TaxQuote | null>(null);
  const [pending, setPending] = useState(false);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (fromAction) setQuote(fromAction);
  }, [fromAction]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!enabled || !(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;
    asked.current = null;

    const check = () => {
      const typed = new FormData(form);
      const address = taxQuoteSchema.safeParse(
        Object.fromEntries(["line1", "line2", "city", "state", "zip"].map((k) => [k, typed.get(k) ?? ""])),
      );
      const key = address.success ? JSON.stringify(address.data) : null;
      if (key === asked.current) return;
      asked.current = key;
      clearTimeout(timer);
      inFlight?.abort();
      if (!address.success) {
        setQuote(null);
        setPending(false);
        return;
      }
      setPending(true);
      timer = setTimeout(() => {
        const controller = new AbortController();
        inFlight = controller;
        const body = new URLSearchParams(address.data as Record<string, string>);
        fetch("/checkout/tax", { method: "POST", body, signal: controller.signal })
          .then((response) => response.json() as Promise<TaxQuote>)
          .catch((): TaxQuote | null =>
            controller.signal.aborted ? null : { status: "later", message: taxCopy.checkoutLater },
          )
          .then((answer) => {
            if (!answer || controller.signal.aborted) return;
            setQuote(answer);
            setPending(false);
          });
      }, DEBOUNCE_MS);
    };

    check();
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
      clearTimeout(timer);
      inFlight?.abort();
    };
  }, [enabled, formId, untaxedTotalCents]);

  return { quote, pending };
}
