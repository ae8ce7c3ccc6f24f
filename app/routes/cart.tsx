import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Cart",
      description: "Review the NAVA Focus in your cart, shipping and total before checkout.",
      path: "/cart",
    },
    siteUrlFrom(matches),
  );

export default function CartPage() {
  return <ComingSoon title="Your Cart" />;
}
