// Builds requests and contexts for calling route loaders and actions directly in integration tests.
import { RouterContextProvider } from "react-router";

export const TEST_ORIGIN = "http://localhost:3000";

export interface RequestInit2 {
  method?: string;
  form?: Record<string, string | string[]>;
  json?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export function makeRequest(path: string, init: RequestInit2 = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: BodyInit | undefined;
  if (init.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form)) for (const one of [v].flat()) params.append(k, one);
    body = params;
    headers.set("content-type", "application/x-www-form-urlencoded");
  } else if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("content-type", "application/json");
  }
  return new Request(new URL(path, TEST_ORIGIN), {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
}

export function makeContext() {
  return new RouterContextProvider();
}

/** The cookie pairs (name=value) that a response sets, joined for the next request. */
export function cookiesFrom(response: Response | Headers, previous = ""): string {
  const headers = response instanceof Headers ? response : response.headers;
  const jar = new Map(
    previous
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.split("=")[0]!, p] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const [name, value] = [pair.split("=")[0]!, pair.slice(pair.indexOf("=") + 1)];
    if (value === "") jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
