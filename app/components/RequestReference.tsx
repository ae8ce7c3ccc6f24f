import { createContext, useContext, useState } from "react";
import { errorPage } from "~/content/error-page";

// The request id of the page being drawn (server/request-id.ts): the server renders it into the
// error page; in the browser, the page the server drew still holds it, so hydration keeps it.
const RequestIdContext = createContext("");
export const RequestIdProvider = RequestIdContext.Provider;

const ATTRIBUTE = "data-request-id";

function drawnRequestId(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE) ?? "";
}

/** "Reference: …" under an error, so a shopper's report can be matched to the server's log line. */
export function RequestReference() {
  const rendered = useContext(RequestIdContext);
  const [id] = useState(() => rendered || drawnRequestId());
  // An error met in the browser after a navigation has no id of its own to show.
  if (!id) return null;
  return (
    <p className="mt-6 text-sm text-espresso-700" {...{ [ATTRIBUTE]: id }}>
      {errorPage.reference} <code className="font-mono select-all">{id}</code>
    </p>
  );
}
