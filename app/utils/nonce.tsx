import { createContext, useContext } from "react";

// The server renders with the request's CSP nonce; in the browser it is "" (browsers hide it).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
