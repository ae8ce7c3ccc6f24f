// The figures the brand may state itself (app/protocol/statements.server.ts), for the console's form too.
export const STATEMENT_KEYS = ["price", "market_cap", "change_24h", "volume_24h", "holders"] as const;
export type StatementKey = (typeof STATEMENT_KEYS)[number];
