import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Checkout",
      description: "Check out securely: your email and US shipping address, and your order total.",
      path: "/checkout",
    },
    siteUrlFrom(matches),
  );

export default function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
