// Node creates each request and response with Express's own prototypes (decision 0025). Express
// sets them on every request it is handed (Object.setPrototypeOf), and on objects Node made as
// plain IncomingMessage and ServerResponse that change costs V8 more than a kept page's whole
// answer: about 85 µs a request on this machine, against 50 for the answer. Made with the
// prototypes already, Express's change is no change.
import http from "node:http";
import type { Express } from "express";

type Constructor = (this: unknown, ...args: unknown[]) => void;

/** A constructor Node's server can use that makes `Base`'s objects with `prototype`. */
function withPrototype<T>(Base: T, prototype: object): T {
  const made = function (this: unknown, ...args: unknown[]) {
    (Base as unknown as Constructor).call(this, ...args);
  };
  made.prototype = prototype;
  return made as unknown as T;
}

/** An HTTP server for `app` whose requests and responses are already Express's. */
export function createExpressServer(app: Express): http.Server {
  return http.createServer(
    {
      IncomingMessage: withPrototype(http.IncomingMessage, app.request),
      ServerResponse: withPrototype(http.ServerResponse, app.response),
    },
    app,
  );
}
