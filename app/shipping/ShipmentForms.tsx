// The console's shipping forms: mark an order shipped (carrier, tracking number, a link for another
// carrier), and mark it delivered. Both post to the order's console action and work without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { carrierNames, shipmentCopy as t } from "~/content/shipments";
import { CARRIERS } from "./carriers";

const field = "mt-1.5 block min-h-11 w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm";

export function ShipForm({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Form method="post" className="space-y-4 px-5 py-4" data-testid="ship-form">
      <div>
        <label htmlFor="ship-carrier" className="block text-sm font-medium text-espresso-900">
          {t.carrier}
        </label>
        <select id="ship-carrier" name="carrier" required defaultValue="usps" className={field}>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {carrierNames[c]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="ship-tracking" className="block text-sm font-medium text-espresso-900">
          {t.trackingNumber}
        </label>
        <input id="ship-tracking" name="trackingNumber" required autoComplete="off" className={field} />
      </div>
      <div>
        <label htmlFor="ship-url" className="block text-sm font-medium text-espresso-900">
          {t.trackingUrl}
        </label>
        <input id="ship-url" name="trackingUrl" type="url" inputMode="url" autoComplete="off" className={field} />
      </div>
      <Button type="submit" name="intent" value="fulfilled" size="md" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

export function DeliveredForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="px-5 py-4">
      <Button type="submit" name="intent" value="delivered" size="md" variant="outline" disabled={busy}>
        {t.deliver}
      </Button>
    </Form>
  );
}
