// The order page follows its payment here: one chain check, then the payment state.
import { orderPaymentStatus } from "~/flows/pay-usdc.server";
import type { Route } from "./+types/api.order-payment";

export function loader({ request, params }: Route.LoaderArgs) {
  return orderPaymentStatus(request, params.orderId);
}
