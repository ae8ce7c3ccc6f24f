// Solana Pay transaction request for an order: GET label and icon, POST {account} → transaction.
import { payRequestInfo, payRequestTransaction } from "~/flows/pay-usdc.server";
import type { Route } from "./+types/api.pay";

export function loader({ request, params }: Route.LoaderArgs) {
  return payRequestInfo(request, params.orderId);
}

export function action({ request, params }: Route.ActionArgs) {
  return payRequestTransaction(request, params.orderId);
}
