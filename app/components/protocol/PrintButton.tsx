import { Icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** The icons this island draws (the page's markup carries their shapes). */

/** Opens the print dialog. It needs scripts, so it appears only once they run. */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => window.print()}>
      <Icon name="printer" aria-hidden />
      {label}
    </Button>
  );
}
