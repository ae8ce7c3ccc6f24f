import { data } from "react-router";

// Orders arrive with the checkout; until then no order exists to show.
export function loader() {
  throw data(null, { status: 404 });
}

export default function OrderPage() {
  return null;
}
