// Values the server (server/index.ts) hands to every loader, action and the document render.
import { createContext } from "react-router";

/** The per-request nonce of the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** The client's address as Express sees it (trust proxy applied), for per-client limits. */
export const clientAddressContext = createContext<string>("");

/** The request's id (server/request-id.ts) and the errors met while answering it, logged once. */
export interface RequestRecord {
  id: string;
  errors: unknown[];
}
export const requestRecordContext = createContext<RequestRecord>({ id: "", errors: [] });
