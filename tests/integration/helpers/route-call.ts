// Calls a route loader or action the way the router would, and reads what it answered:
// a thrown or returned Response (redirects, errors) or data() with its status and headers.
import { makeContext } from "../../setup/requests";

export interface RouteResult<D = unknown> {
  status: number;
  headers: Headers;
  data: D;
  location: string | null;
}

type RouteFn = (args: {
  request: Request;
  params: Record<string, string>;
  context: never;
  unstable_pattern: string;
}) => unknown;

export async function callRoute<D = unknown>(
  fn: RouteFn,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteResult<D>> {
  let out: unknown;
  try {
    out = await fn({ request, params, context: makeContext() as never, unstable_pattern: "" });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    const body = out.headers.get("content-type")?.includes("json") ? await out.json() : null;
    return { status: out.status, headers: out.headers, data: body as D, location: out.headers.get("location") };
  }
  if (out && typeof out === "object" && (out as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = out as { data: D; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, headers, data, location: headers.get("location") };
  }
  return { status: 200, headers: new Headers(), data: out as D, location: null };
}
