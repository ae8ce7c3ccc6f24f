import { data } from "react-router";
import { getOrderForBuyer } from "~/orders/order.server";
import { OrderConfirmation } from "~/orders/OrderConfirmation";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => [
  ...seo(
    {
      title: loaderData ? `Order ${loaderData.order.number}` : "Order",
      description: "Your NAVA Focus order: what you bought, where it ships, and the NPX it earns.",
      path: `/orders/${params.orderId}`,
    },
    siteUrlFrom(matches),
  ),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await getOrderForBuyer(request, params.orderId);
  if (!order) throw data(null, { status: 404 });
  return data({ order }, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData.order} />;
}
