// POST /checkout/tax: the sales tax and total for the address typed at checkout
// (app/checkout/tax-quote.server.ts). A GET goes to the checkout.
import { redirect } from "react-router";
import { quoteCheckoutTax } from "~/checkout/tax-quote.server";
import { clientAddressContext } from "~/utils/request-context";
import type { Route } from "./+types/checkout-tax";

export function loader() {
  return redirect("/checkout");
}

export async function action({ request, context }: Route.ActionArgs) {
  return quoteCheckoutTax(request, context.get(clientAddressContext));
}
