const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Order ids are UUIDs; anything else is not looked up. */
export function isOrderId(value: string | undefined): value is string {
  return value !== undefined && ORDER_ID.test(value);
}
