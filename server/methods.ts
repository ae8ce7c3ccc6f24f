// The store answers GET and HEAD (pages, files), POST (forms, APIs, Stripe's webhook) and OPTIONS
// (the payment API's CORS preflight). Any other method is refused here with 405, before the
// router: React Router has no answer for TRACE and would fail with a 500.
//
// Past that, a method a page does not take is the client's mistake, answered without the router's
// error (and its error-level log line): a POST to a page without an action is answered as its GET
// would be where that is an error (404 for a private page or an unknown path, so a POST tells no
// more than a GET), and 405 where the GET would show the page; OPTIONS on a page answers 204 with
// the methods it takes. Resource routes (the payment API, webhooks) get their methods unchanged.
import type { RequestHandler } from "express";
import { matchRoutes, type ServerBuild } from "react-router";

export const SERVED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const served = new Set<string>(SERVED_METHODS);

export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (served.has(req.method)) return next();
    res.setHeader("Allow", SERVED_METHODS.join(", "));
    res.status(405).type("text/plain").send(`This store does not answer ${req.method} requests.`);
  };
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

const trees = new WeakMap<ServerBuild, RouteNode[]>();

/** The build's route table as the nested objects matchRoutes takes. */
function routeTree(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  tree = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  trees.set(build, tree);
  return tree;
}

/** The route a request to `url` is for (React Router's rule: an index route only with ?index). */
export function targetRoute(build: ServerBuild, url: URL) {
  // Single-fetch data requests: /cart.data, and /_root.data for the home page.
  let pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === "/_root") pathname = "/";
  const matches = matchRoutes(routeTree(build) as never, pathname) as { route: RouteNode }[] | null;
  if (!matches?.length) return undefined;
  let target = matches[matches.length - 1]!;
  if (target.route.index && !url.searchParams.has("index") && matches.length > 1) target = matches[matches.length - 2]!;
  return build.routes[target.route.id];
}

export function answerMethodsPagesLack(getBuild: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" && req.method !== "OPTIONS") return next();
    Promise.resolve(getBuild())
      .then((build) => {
        const route = targetRoute(build, new URL(req.originalUrl, "http://store.invalid"));
        const module = route?.module as { action?: unknown; default?: unknown } | undefined;
        // Unknown paths, resource routes and pages with an action: the router's own answer.
        if (!module?.default) return next();
        const allow = module.action ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
        if (req.method === "OPTIONS") {
          res.setHeader("Allow", allow);
          return void res.status(204).end();
        }
        if (module.action) return next();
        // Drawn as its GET; a page that would show is 405 instead of 200.
        req.method = "GET";
        const writeHead = res.writeHead;
        res.writeHead = function (this: typeof res, statusCode: number, ...rest: unknown[]) {
          if (statusCode >= 200 && statusCode < 300) {
            statusCode = 405;
            this.setHeader("Allow", allow);
          }
          return (writeHead as (...args: unknown[]) => typeof res).call(this, statusCode, ...rest);
        } as typeof writeHead;
        next();
      })
      .catch(next);
  };
}
