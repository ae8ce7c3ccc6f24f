// Every request gets an id, sent back in X-Request-Id. An answer of 5xx writes one error line with
// that id (and the error the router met, if any); the error page shows the same id, so a shopper's
// report can be matched to the log. An error Express itself meets (not the router's) is answered
// here: a client's mistake (a body it could not read) with its 4xx, anything else with a plain 500.
import { randomBytes } from "node:crypto";
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { logger } from "../app/utils/logger.server";
import type { RequestRecord } from "../app/utils/request-context";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** 16 characters of base32: short enough to read out over the phone, unique enough for a log. */
function newRequestId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join("");
}

export function requestRecordOf(res: Response): RequestRecord {
  return res.locals.requestRecord as RequestRecord;
}

export function identifyRequests(): RequestHandler {
  return (req, res, next) => {
    const record: RequestRecord = { id: newRequestId(), errors: [] };
    res.locals.requestRecord = record;
    res.setHeader(REQUEST_ID_HEADER, record.id);
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      if (res.statusCode < 500 && record.errors.length === 0) return;
      logger.error(
        {
          requestId: record.id,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
          err: record.errors[0],
          ...(record.errors.length > 1 ? { moreErrors: record.errors.length - 1 } : {}),
        },
        "request failed",
      );
    });
    next();
  };
}

/** Express's last error handler. */
export function answerErrors(): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const clientMistake = typeof status === "number" && status >= 400 && status < 500;
    const record = requestRecordOf(res);
    if (!clientMistake) record?.errors.push(error);
    res
      .status(clientMistake ? status : 500)
      .type("text/plain")
      .send(
        clientMistake
          ? "The request could not be read."
          : `Something went wrong on our side. Reference for our support team: ${record?.id ?? "none"}`,
      );
  };
}
