// POST /stock/notify: "Email me when it is back" (app/stock/notify.server.ts). A GET goes to the product.
import { redirect } from "react-router";
import { handleNotifyPost } from "~/stock/notify.server";
import { clientAddressContext } from "~/utils/request-context";
import type { Route } from "./+types/stock-notify";

export function loader() {
  return redirect("/product");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleNotifyPost(request, context.get(clientAddressContext));
}
