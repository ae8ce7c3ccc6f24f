// The console order page's loader data, as its sections receive it.
import type { Route } from "../+types/admin-order";

export type OrderPageData = Route.ComponentProps["loaderData"];
