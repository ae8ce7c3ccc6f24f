// The answer to a change on the subscriber's page.
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icons";
import { dismissToast, toast } from "~/components/ui/use-toast";

/**
 * A change's result, announced where the shopper is looking: a toast, and focus moved to the
 * message (the page scrolls to it), so a tap near the footer does not leave the answer off screen.
 */
export function ControlResultMessage({ result }: { result: { message: string } }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
    const shown = toast({ title: result.message });
    // A later answer (even "nothing changed") replaces this one: its toast goes with it.
    return () => dismissToast(shown);
  }, [result]);
  return (
    <p
      ref={message}
      tabIndex={-1}
      role="status"
      className="mt-6 flex scroll-mt-24 items-start gap-2 rounded-2xl border border-sage-700/30 bg-sage-700/10 px-5 py-4 font-medium text-espresso-900 outline-none focus-visible:ring-2 focus-visible:ring-chai-500"
      data-testid="control-message"
    >
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
      {result.message}
    </p>
  );
}
