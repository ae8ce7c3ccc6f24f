// Mounted once in the root layout. Renders nothing on the server and nothing in a page's
// first load: the wallet island (and with it every wallet library) is fetched only when a
// page asks for the wallet, or after hydration when a wallet was remembered.
import { lazy, Suspense, useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/utils/root-data";
import { isWalletRemembered, setWalletState, useWalletState } from "./wallet-state";

const WalletIsland = lazy(() => import("./WalletIsland"));

export function WalletMount() {
  const { requested } = useWalletState();
  const rpcUrl = useRouteLoaderData<RootLoaderData>("root")?.rpcUrl;
  useEffect(() => {
    if (isWalletRemembered()) setWalletState({ requested: true });
  }, []);
  if (!requested || !rpcUrl) return null;
  return (
    <Suspense fallback={null}>
      <WalletIsland rpcUrl={rpcUrl} />
    </Suspense>
  );
}
