// Status lists for filters; safe for the browser (no server imports).
import { applicationStatusLabels, orderStatusLabels } from "~/content/admin";

export type OrderStatus = keyof typeof orderStatusLabels;
export type ApplicationStatus = keyof typeof applicationStatusLabels;

export const ORDER_STATUSES = Object.keys(orderStatusLabels) as OrderStatus[];
export const APPLICATION_STATUSES = Object.keys(applicationStatusLabels) as ApplicationStatus[];

/** The orders list's filters: every status, and orders refunded in part. */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, "part_refunded"] as const;
export type OrderListStatus = OrderStatus | "part_refunded";
