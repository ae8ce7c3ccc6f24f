// The error page's words (app/root.tsx's ErrorBoundary).
export const errorPage = {
  /** Before the request id, which the server's log line for the failure carries too. */
  reference: "Reference for our support team:",
} as const;
