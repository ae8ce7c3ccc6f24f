// The funnel's page views, counted at the app's first step, ahead of the kept answers
// (server/kept-responses.ts), so a page answered from memory counts like one React Router drew.
// Nothing is written per request: the rules (app/analytics/rules.ts) pick the requests that may
// be page views before the answer, and the count (in memory, app/analytics/counter.server.ts) is
// taken when the answer has gone out as a document (200, or 304 to a revalidation, with HTML).
import type { RequestHandler } from "express";
import { countPageView, countProductView } from "../app/analytics/counter.server";
import { countableRoute, isCountedAnswer, isProductNavigation } from "../app/analytics/rules";

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

export function countVisits(): RequestHandler {
  return (req, res, next) => {
    const path = pathOf(req.url);
    const route = countableRoute(req.method, path, req.headers);
    if (route === null && path.endsWith(".data") && isProductNavigation(req.method, path, req.headers))
      res.once("finish", () => {
        if (res.statusCode === 200) countProductView();
      });
    if (route !== null)
      res.once("finish", () => {
        // A kept page (always HTML) is sent with writeHead's headers, which getHeader does not see.
        const type = res.locals.keptPage === true ? "text/html" : res.getHeader("content-type");
        if (isCountedAnswer(res.statusCode, type)) countPageView(route, req.ip ?? "", req.headers["user-agent"] ?? "");
      });
    next();
  };
}
