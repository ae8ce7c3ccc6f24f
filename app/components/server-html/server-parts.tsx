// Parts of the shell the browser loads only when they are needed but the server must draw into
// the document at once, so pages work without JavaScript: the server's entry hands them in
// through this context, and the browser's build has no static import of them. (Not React.lazy
// with Suspense: the server streams a Suspense boundary apart, which needs a script to show.)
import { createContext, useContext, useEffect, useState, type ComponentType } from "react";
import type { NotFound } from "~/components/NotFound";
import { markupInDocument } from "./ServerHtml";
import type { WalletHeaderMenu } from "~/wallet/WalletHeaderMenu";

export interface ServerParts {
  NotFound: typeof NotFound;
  WalletHeaderMenu: typeof WalletHeaderMenu;
}

const Parts = createContext<ServerParts | null>(null);
export const ServerPartsProvider = Parts.Provider;

/**
 * The server's part `name`. In the browser the same component, loaded on first render; until it
 * is there, the markup the server drew stays as it is (or nothing, when the server drew none).
 */
export function onDemand<K extends keyof ServerParts>(name: K, load: () => Promise<ServerParts[K]>): ServerParts[K] {
  let loaded: ComponentType<object> | undefined;
  function OnDemand(props: object) {
    const server = useContext(Parts)?.[name] as ComponentType<object> | undefined;
    const [Part, setPart] = useState(() => server ?? loaded);
    const [kept] = useState(() => (Part ? "" : markupInDocument(`[data-part="${name}"]`)));
    useEffect(() => {
      if (!Part) void load().then((part) => setPart(() => (loaded = part as ComponentType<object>)));
    }, [Part]);
    return Part ? (
      <div data-part={name} className="contents">
        <Part {...props} />
      </div>
    ) : (
      <div data-part={name} className="contents" dangerouslySetInnerHTML={{ __html: kept }} />
    );
  }
  return OnDemand as ServerParts[K];
}
