import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { RequestIdProvider } from "./components/RequestReference";
import { NonceProvider } from "./utils/nonce";
import { cspNonceContext, requestRecordContext } from "./utils/request-context";
import { logger } from "./utils/logger.server";
// Every route that moves an order needs the order's listeners (app/orders/events.server.ts).
import "~/flows/order-events.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const requestId = loadContext.get(requestRecordContext).id;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary drawn with the page stays in place (React would otherwise move one
        // past the first 12.5 KiB to the end, shown by a script: not at all without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

/**
 * A request's mistake (a post to a page that takes none, a method a page does not answer: the
 * router's 4xx) is the client's, not the store's: logged at debug level only. Any other error is
 * kept with the request, and server/request-id.ts writes the one line of its 5xx answer.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: unknown }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.debug({ status: error.status, method: request.method, url: request.url }, "client error");
    return;
  }
  const record = (context as RouterContextProvider | undefined)?.get?.(requestRecordContext);
  if (record?.id) record.errors.push(error);
  else logger.error({ err: error, url: request.url }, "unhandled request error");
}
