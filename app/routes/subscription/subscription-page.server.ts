// The subscriber's page: what it shows (loader) and what its forms do (action). Only the owner
// wallet, the private link or an opened emailed link reach it; anyone else gets the 404.
import { data, redirect } from "react-router";
import { cancelFlowCopy, subscriptionHistoryLabels } from "~/content/subscriptions";
import { getDb } from "~/db/client.server";
import { PRIVATE_PAGE_HEADERS } from "~/security/private-page";
import { getCardConfig } from "~/stripe/config.server";
import { cardOnFile, cardView } from "~/payments/card/saved-card.server";
import { now } from "~/jobs/clock.server";
import { openEmailedLink, resolveSubscriptionAccess } from "~/subscriptions/access.server";
import { flowFieldsSchema, offersFor, reasonFrom } from "~/subscriptions/cancel-flow";
import {
  getSaveSettings,
  recordCancelAnswer,
  saveDiscountOpen,
  takeSaveDiscount,
} from "~/subscriptions/cancel-flow.server";
import { waitingDiscount, type RenewalDiscount } from "~/subscriptions/save-discount.server";
import {
  formValues,
  parseControl,
  type ControlActionData,
  type ControlErrors,
  type Intent,
} from "~/subscriptions/controls";
import { renewalTotalCents } from "~/subscriptions/renewal.server";
import { addDays, formatDay, latestRescheduleDay, storeDay } from "~/subscriptions/schedule";
import { ALLOWED_CONTROLS, getSubscriptionRecord } from "~/subscriptions/subscriptions.server";
import { applyControl } from "~/flows/renew-subscription.server";
import { shopperStatusOf } from "~/flows/shopper-status.server";
import { offerText, renewalDiscountCopy } from "~/content/discounts";

const PRIVATE_HEADERS = PRIVATE_PAGE_HEADERS;
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export async function loadSubscriptionPage(request: Request, subscriptionId: string | undefined) {
  const db = await getDb();
  const link = new URL(request.url).searchParams.get("link");
  if (link && subscriptionId) {
    const cookie = await openEmailedLink(db, request, subscriptionId, link);
    if (!cookie) throw redirect("/subscriptions?link=expired");
    throw redirect(`/subscriptions/${subscriptionId}`, { headers: { "Set-Cookie": cookie } });
  }
  const access = await resolveSubscriptionAccess(db, request, subscriptionId);
  if (!access) throw data(null, { status: 404 });
  const s = access.subscription;
  const record = await getSubscriptionRecord(db, s);
  const today = storeDay(now());
  const token = new URL(request.url).searchParams.get("token");
  const tokenQuery = token ? `?token=${encodeURIComponent(token)}` : "";
  return data(
    {
      subscription: {
        id: s.id,
        productName: s.productName,
        status: s.status,
        quantity: s.quantity,
        frequencyWeeks: s.frequencyWeeks,
        unitPriceCents: s.unitPriceCents,
        costCents: renewalTotalCents(s),
        npxPerDelivery: s.wallet ? s.npxRewardPerBag * s.quantity : 0,
        nextRenewalOn: s.nextRenewalOn,
        nextDay: formatDay(s.nextRenewalOn),
        resumeDay: s.resumeOn ? formatDay(s.resumeOn) : null,
        email: s.email,
        wallet: s.wallet,
        cancelReason: s.cancelReason,
        address: {
          name: s.shipName,
          line1: s.shipLine1,
          line2: s.shipLine2,
          city: s.shipCity,
          state: s.shipState,
          zip: s.shipZip,
        },
      },
      allowed: ALLOWED_CONTROLS[s.status] as readonly Intent[],
      today,
      earliestDay: addDays(today, 1),
      latestDay: latestRescheduleDay(today),
      history: record.history.map((e) => ({
        id: e.id,
        label: subscriptionHistoryLabels[e.action] ?? e.action,
        date: dateTime.format(e.createdAt),
        byOperator: !e.actor.startsWith("subscriber") && !e.actor.startsWith("system") && e.actor !== s.wallet,
      })),
      orders: await Promise.all(
        record.orders.map(async (o) => ({
          label: o.label,
          number: o.number,
          // Refunded or part refunded once money went back, as the order's page says.
          status: (await shopperStatusOf(db, { id: o.orderId, status: o.status, totalCents: o.totalCents })).status,
          totalCents: o.totalCents,
          href: `/orders/${o.orderId}?token=${encodeURIComponent(o.accessToken)}`,
        })),
      ),
      tokenQuery,
      cancelFlow: await cancelFlowStep(db, request, s),
      discountWaiting: waitingText(await waitingDiscount(db, s.id)),
      card: cardView(await cardOnFile(db, s.originOrderId)),
      cardUpdateAction: getCardConfig() ? `/subscriptions/${s.id}/card${tokenQuery}` : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * Where the cancel flow stands, from the page's address: ?cancel=why asks why, ?cancel=offers
 * (with why=… when answered) shows what fits. Plain links and forms, so it works without JavaScript.
 */
async function cancelFlowStep(
  db: Awaited<ReturnType<typeof getDb>>,
  request: Request,
  s: { id: string; status: string },
) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("cancel");
  if (s.status === "cancelled" || (asked !== "why" && asked !== "offers")) return null;
  const step: "why" | "offers" = asked;
  const reason = reasonFrom(url.searchParams.get("why"));
  const note = (url.searchParams.get("note") ?? "").trim().slice(0, 500);
  const settings = await getSaveSettings(db);
  const discountOpen = await saveDiscountOpen(db, s.id, settings);
  const offers = offersFor(reason, discountOpen).filter((o) => o !== "skip" || s.status === "active");
  return { step, reason, note, offers, discountPercent: settings.discountPercent };
}

export async function submitSubscriptionControl(request: Request, subscriptionId: string | undefined) {
  const db = await getDb();
  const access = await resolveSubscriptionAccess(db, request, subscriptionId);
  if (!access) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  const values = form ? formValues(form) : {};
  const intent = String(values.intent ?? "").slice(0, 40);
  // The cancel flow's fields ride along with its save and cancel forms.
  const inFlow = "why" in values || "note" in values;
  const flow = flowFieldsSchema.safeParse(values);
  if (inFlow && !flow.success) {
    const errors: ControlErrors = {};
    for (const issue of flow.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data<ControlActionData>(
      { intent, ok: false, message: null, errors },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const flowFields = flow.success ? flow.data : { why: null, note: "" };
  if (intent === "save-discount") {
    const taken = await takeSaveDiscount(db, access.subscription.id, flowFields, access.actor);
    return data<ControlActionData>(
      taken.ok
        ? { intent, ok: true, message: taken.message }
        : { intent, ok: false, message: taken.message, errors: {} },
      { status: taken.ok ? 200 : 409, headers: PRIVATE_HEADERS },
    );
  }
  if (inFlow && values.intent === "cancel") {
    const label = flowFields.why ? cancelFlowCopy.reasons[flowFields.why] : "";
    values.reason = [label, flowFields.note].filter(Boolean).join(": ").slice(0, 500);
  }
  const parsed = parseControl(values, storeDay(now()));
  if (!parsed.success) {
    return data<ControlActionData>(
      { intent, ok: false, message: parsed.errors.intent ?? null, errors: parsed.errors },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const result = await applyControl(db, access.subscription.id, parsed.data, access.actor);
  if (result.ok && inFlow) {
    await recordCancelAnswer(db, access.subscription.id, flowFields, intent === "cancel" ? "cancelled" : intent);
  }
  if (!result.ok) {
    return data<ControlActionData>(
      { intent, ok: false, message: result.message, errors: {} },
      // Saving what it already has is no conflict: the form says nothing changed.
      { status: result.reason === "unchanged" ? 200 : 409, headers: PRIVATE_HEADERS },
    );
  }
  return data<ControlActionData>({ intent, ok: true, message: result.message }, { headers: PRIVATE_HEADERS });
}

/** The renewal discount waiting, as the subscriber reads it: the code, the offer, the renewals left. */
function waitingText(discount: RenewalDiscount | null): string | null {
  if (!discount) return null;
  return renewalDiscountCopy.waiting({ code: discount.code, offer: offerText(discount), left: discount.renewalsLeft });
}
