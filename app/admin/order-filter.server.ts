// The orders list's filters from its URL: a status (or part refunded), a range of store days, and
// what moved in it (?moved=net|sale|discounts|…, ?method=card|usdc|store: a dashboard figure's link).
import { ordersCopy } from "~/content/admin";
import { makeRange } from "~/utils/period";
import { isMovedFilter, MONEY_METHODS, MOVED_FILTERS } from "~/db/money-kinds";
import { getEnv } from "~/utils/env.server";
import { storeDay } from "~/utils/store-time";
import type { OrderFilter } from "./orders.server";
import { statusFrom } from "./query";
import { ORDER_LIST_STATUSES, type OrderListStatus } from "./statuses";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string =>
  v !== null &&
  DAY.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export function orderFilterFrom(url: URL, timeZone = getEnv().STORE_TIME_ZONE) {
  const q = url.searchParams;
  const status = statusFrom<OrderListStatus>(url, ORDER_LIST_STATUSES);
  const query = new URLSearchParams();
  const filter: OrderFilter = { partRefunded: status === "part_refunded" };
  let shown: string | null = null;
  const from = q.get("from");
  const to = q.get("to");
  if (isDay(from) && isDay(to) && from <= to) {
    const range = makeRange(from, to, timeZone);
    filter.range = range;
    query.set("from", from);
    query.set("to", to);
    const moved = q.get("moved");
    const method = MONEY_METHODS.find((m) => m === q.get("method"));
    if (isMovedFilter(moved)) {
      filter.moved = MOVED_FILTERS[moved];
      query.set("moved", moved);
      if (method) {
        filter.method = method;
        query.set("method", method);
      }
      shown = ordersCopy.filter.moved(ordersCopy.filter.what[moved], from, to, method ?? null);
    } else shown = ordersCopy.filter.placed(from, to);
  }
  // The dashboard's to-do: unpaid orders due today, and paid orders oldest first.
  const notes: string[] = shown ? [shown] : [];
  if (q.get("due") === "today") {
    const today = storeDay(new Date(), timeZone);
    filter.deadline = makeRange(today, today, timeZone);
    query.set("due", "today");
    notes.push(ordersCopy.filter.dueToday);
  }
  if (q.get("sort") === "oldest") {
    filter.oldestFirst = true;
    query.set("sort", "oldest");
    notes.push(ordersCopy.filter.oldestFirst);
  }
  return { status, filter, query, shown: notes.length > 0 ? notes.join(" ") : null };
}
