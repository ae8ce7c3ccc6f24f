// Plain HTTP requests with any headers (fetch will not send a chosen Host), for tests of what the
// server does before the app sees a request.
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (still compressed when the response says so). */
  bytes: Buffer;
}

export function rawRequest(
  base: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The client's own address (any of 127.0.0.0/8 on loopback), as a distinct visitor. */
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
