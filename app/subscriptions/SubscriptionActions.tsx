// The subscriber page's actions: one form per change the subscription's status allows, then the
// way into the cancel flow.
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { checkoutPage } from "~/content/shop";
import { cancelFlowCopy, subscriptionPage as t } from "~/content/subscriptions";
import { US_STATES } from "~/content/us-states";
import { cn } from "~/utils/cn";
import { ControlForm, FieldError, fieldLabel, fieldProps, sectionCard } from "./ControlForm";
import { ADDRESS_FIELDS, type ControlActionData, type Intent } from "./controls";
import type { SubscriptionRow } from "./renewal.server";
import { FREQUENCIES, MAX_SUBSCRIPTION_QUANTITY, MIN_SUBSCRIPTION_QUANTITY } from "./schedule";

export function SubscriptionActions({
  s,
  allowed,
  today,
  earliestDay,
  latestDay,
  pageHref,
  result,
}: {
  s: Pick<SubscriptionRow, "nextRenewalOn" | "frequencyWeeks" | "quantity"> & {
    address: Record<(typeof ADDRESS_FIELDS)[number], string>;
  };
  allowed: readonly Intent[];
  today: string;
  earliestDay: string;
  latestDay: string;
  /** The page's own address (with its token, if it came by one): the cancel flow starts from it. */
  pageHref: string;
  result: ControlActionData | undefined;
}) {
  const can = (intent: Intent) => allowed.includes(intent);
  const common = { today, result };
  return (
    <>
      <h2 className="sr-only">Actions</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {can("skip") && (
          <ControlForm intent="skip" title={t.actions.skip.title} button={t.actions.skip.button} {...common} />
        )}
        {can("ship-now") && (
          <ControlForm intent="ship-now" title={t.actions.shipNow.title} button={t.actions.shipNow.button} {...common}>
            {() => <p className="text-sm text-espresso-700">{t.actions.shipNow.text}</p>}
          </ControlForm>
        )}
        {can("reschedule") && (
          <ControlForm
            intent="reschedule"
            title={t.actions.reschedule.title}
            button={t.actions.reschedule.button}
            {...common}
          >
            {(errors) => (
              <div>
                <label htmlFor="field-date" className={fieldLabel}>
                  {t.actions.reschedule.label}
                </label>
                <input
                  {...fieldProps("date", errors)}
                  type="date"
                  min={earliestDay}
                  max={latestDay}
                  key={s.nextRenewalOn}
                  defaultValue={s.nextRenewalOn}
                  className={inputClass}
                />
                <FieldError id="field-date-error" error={errors.date} />
              </div>
            )}
          </ControlForm>
        )}
        {can("frequency") && (
          <ControlForm
            intent="frequency"
            title={t.actions.frequency.title}
            button={t.actions.frequency.button}
            {...common}
          >
            {(errors) => (
              <div>
                <label htmlFor="field-frequencyWeeks" className={fieldLabel}>
                  {t.actions.frequency.label}
                </label>
                <select
                  {...fieldProps("frequencyWeeks", errors)}
                  key={s.frequencyWeeks}
                  defaultValue={String(s.frequencyWeeks)}
                  className={inputClass}
                >
                  {FREQUENCIES.map((weeks) => (
                    <option key={weeks} value={weeks}>
                      {weeks} {t.weeks}
                    </option>
                  ))}
                </select>
                <FieldError id="field-frequencyWeeks-error" error={errors.frequencyWeeks} />
              </div>
            )}
          </ControlForm>
        )}
        {can("quantity") && (
          <ControlForm
            intent="quantity"
            title={t.actions.quantity.title}
            button={t.actions.quantity.button}
            {...common}
          >
            {(errors) => (
              <div>
                <label htmlFor="field-quantity" className={fieldLabel}>
                  {t.actions.quantity.label}
                </label>
                <input
                  {...fieldProps("quantity", errors)}
                  type="number"
                  inputMode="numeric"
                  min={MIN_SUBSCRIPTION_QUANTITY}
                  max={MAX_SUBSCRIPTION_QUANTITY}
                  key={s.quantity}
                  defaultValue={s.quantity}
                  className={inputClass}
                />
                <FieldError id="field-quantity-error" error={errors.quantity} />
              </div>
            )}
          </ControlForm>
        )}
        {can("pause") && (
          <ControlForm intent="pause" title={t.actions.pause.title} button={t.actions.pause.button} {...common}>
            {(errors) => (
              <div>
                <label htmlFor="field-periods" className={fieldLabel}>
                  {t.actions.pause.label}
                </label>
                <select {...fieldProps("periods", errors)} defaultValue="1" className={inputClass}>
                  {Object.entries(t.actions.pause.options).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
                <FieldError id="field-periods-error" error={errors.periods} />
              </div>
            )}
          </ControlForm>
        )}
        {can("resume") && (
          <ControlForm
            intent="resume"
            title={t.actions.resume.title}
            button={t.actions.resume.button}
            variant="accent"
            {...common}
          />
        )}
        {can("reactivate") && (
          <ControlForm
            intent="reactivate"
            title={t.actions.reactivate.title}
            button={t.actions.reactivate.button}
            variant="accent"
            {...common}
          />
        )}
      </div>

      {can("address") && (
        <ControlForm intent="address" title={t.actions.address.title} button={t.actions.address.button} {...common}>
          {(errors) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {ADDRESS_FIELDS.map((field) => (
                <div key={field} className={field === "line1" || field === "line2" ? "sm:col-span-2" : undefined}>
                  <label htmlFor={`field-${field}`} className={fieldLabel}>
                    {checkoutPage.fields[field]}
                  </label>
                  {field === "state" ? (
                    <select {...fieldProps(field, errors)} defaultValue={s.address.state} className={inputClass}>
                      {US_STATES.map(([code, name]) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input {...fieldProps(field, errors)} defaultValue={s.address[field]} className={inputClass} />
                  )}
                  <FieldError id={`field-${field}-error`} error={errors[field]} />
                </div>
              ))}
            </div>
          )}
        </ControlForm>
      )}

      {can("cancel") && (
        <section aria-labelledby="action-cancel" className={sectionCard}>
          <h3 id="action-cancel" className="font-display text-lg font-semibold text-espresso-900">
            {t.actions.cancel.title}
          </h3>
          <p className="mt-1 text-sm text-espresso-700">{cancelFlowCopy.startNote}</p>
          <Link
            to={`${pageHref}${pageHref.includes("?") ? "&" : "?"}cancel=why`}
            className={cn(buttonClass({ variant: "outline", size: "md" }), "mt-3")}
            data-testid="start-cancel"
          >
            {cancelFlowCopy.start}
          </Link>
        </section>
      )}
    </>
  );
}
