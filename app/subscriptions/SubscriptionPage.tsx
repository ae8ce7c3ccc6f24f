// The subscriber's page: the next delivery and its cost, then one form per action. Every form
// posts to the page's action and works without JavaScript; with it, the same schema checks the
// form before it leaves.
import { Icon } from "~/components/icons";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { dismissToast, toast } from "~/components/ui/use-toast";
import { Form, Link, useNavigation } from "react-router";
import { inputClass } from "~/components/ui/field";
import { US_STATES } from "~/content/us-states";
import { ShippingAddress } from "~/orders/ShippingAddress";
import { Button, buttonClass } from "~/components/ui/button";
import { orderPage, checkoutPage } from "~/content/shop";
import { cancelFlowCopy, subscriptionPage as t, subscriptionStatusLabels } from "~/content/subscriptions";
import { shortAddress } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import { formatCents } from "~/utils/money";
import { ADDRESS_FIELDS, formValues, parseControl, type ControlErrors, type Intent } from "./controls";
import { FREQUENCIES, MAX_SUBSCRIPTION_QUANTITY, MIN_SUBSCRIPTION_QUANTITY } from "./schedule";
import type { ControlActionData, loadSubscriptionPage } from "./subscription-page.server";
import { CardOnFile } from "~/payments/card/CardOnFile";
import { CancelFlow } from "./CancelFlow";

type PageData = Awaited<ReturnType<typeof loadSubscriptionPage>>["data"];

const card = "rounded-2xl border border-cream-300 bg-cream-50 p-6";
const label = "block text-sm font-semibold text-espresso-800";

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-berry-700">
      {error}
    </p>
  );
}

/** One action's form: its intent, its fields, its answer. */
function ControlForm({
  intent,
  title,
  today,
  result,
  children,
  button,
  variant = "outline",
}: {
  intent: Intent;
  title: string;
  today: string;
  result: ControlActionData | undefined;
  children?: (errors: ControlErrors) => ReactNode;
  button: string;
  variant?: "outline" | "accent";
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<ControlErrors | null>(null);
  const mine = result?.intent === intent ? result : undefined;
  const errors = clientErrors ?? (mine && !mine.ok ? mine.errors : {});
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const parsed = parseControl(formValues(new FormData(e.currentTarget)), today);
    const found = parsed.success ? {} : parsed.errors;
    setClientErrors(found);
    if (Object.keys(found).length > 0) e.preventDefault();
  };
  const headingId = `action-${intent}`;
  return (
    <section id={intent === "skip" ? "skip" : undefined} aria-labelledby={headingId} className={card}>
      <h3 id={headingId} className="font-display text-lg font-semibold text-espresso-900">
        {title}
      </h3>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-3 space-y-3" data-testid={`form-${intent}`}>
        <input type="hidden" name="intent" value={intent} />
        {children?.(errors)}
        {mine && !mine.ok && mine.message && (
          <p role="alert" className="text-sm font-medium text-berry-700">
            {mine.message}
          </p>
        )}
        <Button type="submit" variant={variant} size="md" disabled={busy}>
          {button}
        </Button>
      </Form>
    </section>
  );
}

function fieldProps(name: string, errors: ControlErrors) {
  const id = `field-${name}`;
  return {
    id,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? `${id}-error` : undefined,
  };
}

export function SubscriptionPage({ data, result }: { data: PageData; result: ControlActionData | undefined }) {
  const { subscription: s, allowed, today } = data;
  const can = (intent: Intent) => allowed.includes(intent);
  const common = { today, result };
  const pageHref = `/subscriptions/${s.id}${data.tokenQuery}`;
  // A save or the cancel that went through ends the flow; a refused one stays on its screen.
  const flowOpen = Boolean(data.cancelFlow) && !result?.ok;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{t.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">
          {t.title(s.productName)}
        </h1>
        <p className="mt-3 inline-block rounded-full bg-chai-300/30 px-4 py-1.5 text-sm">
          {t.statusLabel}:{" "}
          <span className="font-semibold text-espresso-900" data-testid="subscription-status">
            {subscriptionStatusLabels[s.status]}
          </span>
        </p>
      </header>

      {result?.ok && <ResultMessage result={result} />}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="space-y-6">
          <section aria-labelledby="next-title" className={cn(card, "bg-cream-200/60")}>
            <h2 id="next-title" className="text-sm font-semibold uppercase tracking-wider text-chai-700">
              {t.nextDelivery}
            </h2>
            <p className="mt-2 font-display text-3xl font-semibold text-espresso-900" data-testid="next-delivery">
              {s.status === "cancelled"
                ? t.noNextDelivery
                : s.status === "paused" && !s.resumeDay
                  ? t.pausedUntilResumed
                  : s.nextDay}
            </p>
            <dl className="mt-4 grid gap-3 text-espresso-800 sm:grid-cols-3">
              {/* A cancelled subscription costs nothing more: no next price to state. */}
              {s.status !== "cancelled" && (
                <div>
                  <dt className="text-sm">{t.costLabel}</dt>
                  <dd className="text-xl font-semibold text-espresso-900" data-testid="next-cost">
                    {formatCents(s.costCents)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-sm">{t.frequencyLabel}</dt>
                <dd className="text-xl font-semibold text-espresso-900" data-testid="frequency">
                  {s.frequencyWeeks} {t.weeks}
                </dd>
              </div>
              <div>
                <dt className="text-sm">{t.quantityLabel}</dt>
                <dd className="text-xl font-semibold text-espresso-900" data-testid="quantity">
                  {s.quantity}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-espresso-700">
              {t.costNote} {formatCents(s.unitPriceCents)} {t.perBag}
            </p>
            {data.discountWaiting !== null && (
              <p className="mt-2 text-sm font-semibold text-sage-700" data-testid="discount-waiting">
                {data.discountWaiting}
              </p>
            )}
          </section>

          {flowOpen && data.cancelFlow ? (
            <CancelFlow
              flow={data.cancelFlow}
              result={result}
              pageHref={pageHref}
              nextDay={s.nextDay}
              frequencyWeeks={s.frequencyWeeks}
            />
          ) : (
            <>
              <h2 className="sr-only">Actions</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                {can("skip") && (
                  <ControlForm intent="skip" title={t.actions.skip.title} button={t.actions.skip.button} {...common} />
                )}
                {can("ship-now") && (
                  <ControlForm
                    intent="ship-now"
                    title={t.actions.shipNow.title}
                    button={t.actions.shipNow.button}
                    {...common}
                  >
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
                        <label htmlFor="field-date" className={label}>
                          {t.actions.reschedule.label}
                        </label>
                        <input
                          {...fieldProps("date", errors)}
                          type="date"
                          min={data.earliestDay}
                          max={data.latestDay}
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
                        <label htmlFor="field-frequencyWeeks" className={label}>
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
                        <label htmlFor="field-quantity" className={label}>
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
                        <label htmlFor="field-periods" className={label}>
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
                <ControlForm
                  intent="address"
                  title={t.actions.address.title}
                  button={t.actions.address.button}
                  {...common}
                >
                  {(errors) => (
                    <div className="grid gap-3 sm:grid-cols-2">
                      {ADDRESS_FIELDS.map((field) => (
                        <div
                          key={field}
                          className={field === "line1" || field === "line2" ? "sm:col-span-2" : undefined}
                        >
                          <label htmlFor={`field-${field}`} className={label}>
                            {checkoutPage.fields[field]}
                          </label>
                          {field === "state" ? (
                            <select
                              {...fieldProps(field, errors)}
                              defaultValue={s.address.state}
                              className={inputClass}
                            >
                              {US_STATES.map(([code, name]) => (
                                <option key={code} value={code}>
                                  {name}
                                </option>
                              ))}
                            </select>
                          ) : (
                            <input
                              {...fieldProps(field, errors)}
                              defaultValue={s.address[field]}
                              className={inputClass}
                            />
                          )}
                          <FieldError id={`field-${field}-error`} error={errors[field]} />
                        </div>
                      ))}
                    </div>
                  )}
                </ControlForm>
              )}

              {can("cancel") && (
                <section aria-labelledby="action-cancel" className={card}>
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
          )}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="ship-title" className={card}>
            <h2 id="ship-title" className="font-display text-xl font-semibold">
              {t.shipTo}
            </h2>
            <ShippingAddress address={s.address} testId="subscription-address" />
            <p className="mt-3 break-all text-sm text-espresso-700">{s.email}</p>
          </section>
          {data.card && (
            <section className={card}>
              <CardOnFile card={data.card} updateAction={data.cardUpdateAction} />
            </section>
          )}
          <section aria-labelledby="npx-title" className={card}>
            <h2 id="npx-title" className="font-display text-xl font-semibold">
              {t.npxPerDelivery}
            </h2>
            {s.wallet ? (
              <p className="mt-2 text-espresso-800">
                <span className="text-2xl font-semibold text-espresso-900">
                  {s.npxPerDelivery.toLocaleString("en-US")}
                </span>{" "}
                NPX · <Icon name="wallet" className="inline size-4 align-[-3px] text-chai-600" aria-hidden />{" "}
                <span className="font-mono text-sm">{shortAddress(s.wallet)}</span>
              </p>
            ) : (
              <p className="mt-2 text-sm text-espresso-700">{t.noWallet}</p>
            )}
          </section>
          <section aria-labelledby="orders-title" className={card}>
            <h2 id="orders-title" className="font-display text-xl font-semibold">
              {t.renewalsTitle}
            </h2>
            <ul className="mt-3 space-y-2 text-sm" data-testid="subscription-orders">
              {data.orders.map((o) => (
                <li key={o.number} className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={o.href}
                    className="inline-flex min-h-11 items-center font-semibold text-espresso-900 underline underline-offset-2"
                  >
                    {o.label}: {o.number}
                  </Link>
                  <span className="text-espresso-700">
                    {formatCents(o.totalCents)} · {orderPage.status[o.status]}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="history-title" className={card}>
            <h2 id="history-title" className="font-display text-xl font-semibold">
              {t.historyTitle}
            </h2>
            <ol className="mt-3 space-y-2 text-sm text-espresso-800" data-testid="subscription-history">
              {data.history.map((h) => (
                <li key={h.id} className="flex justify-between gap-3">
                  <span>{h.label}</span>
                  <span className="shrink-0 text-espresso-700">{h.date}</span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}

/**
 * A change's result, announced where the shopper is looking: a toast, and focus moved to the
 * message (the page scrolls to it), so a tap near the footer does not leave the answer off screen.
 */
function ResultMessage({ result }: { result: { message: string } }) {
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
