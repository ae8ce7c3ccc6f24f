import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunction,
} from "react-router";
import { storeRewardBack } from "~/cart/reward-back.server";
import type { Route } from "./+types/root";
import { isRootDataStale, rootDataLoaded, type RootLoaderData } from "~/utils/root-data";
import stylesheet from "./app.css?url";
import { getCartItemCount } from "./cart/cart-count.server";
import { refRedirect } from "./creators/referral.server";
import { getSignedInWallet } from "./auth/session.server";
import { getDb } from "./db/client.server";
import { holderPerkLine } from "~/flows/holder-perk-line.server";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { MobileNav } from "./components/MobileNav";
import { NotFound } from "./components/NotFound";
import { RequestReference } from "./components/RequestReference";
import { Toaster } from "./components/ui/toaster";
import { KeepFirstTaps, useReplayFirstTaps } from "./components/first-tap/first-tap";
import { getEnv } from "./utils/env.server";
import { useNonce } from "./utils/nonce";
import { WalletMount } from "./wallet/WalletMount";
import { siteUrlFor } from "./utils/site-url.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // ?ref=CODE on any page goes through the creator's link (app/creators/referral.server.ts).
  const viaLink = refRedirect(new URL(request.url));
  if (viaLink) throw redirect(viaLink);
  const env = getEnv();
  const [cartCount, wallet, rewardBack] = await Promise.all([
    getCartItemCount(request),
    getSignedInWallet(request),
    storeRewardBack(),
  ]);
  return data<RootLoaderData>({
    cartCount,
    signedInWallet: wallet,
    // Read for a signed-in wallet only, on every page: going from page to page reads no loader again.
    holderPerks: wallet ? await holderPerkLine(await getDb(), wallet) : null,
    siteUrl: siteUrlFor(request),
    rpcUrl: env.SOLANA_RPC_URL,
    rewardBack,
  });
}

// The cart count and the signed-in wallet change only by an action (add to cart, checkout, sign
// out) or a sign-in, which revalidates at the same URL; going from page to page reads neither again,
// unless that revalidation was cancelled by the tap that started this page load.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (formMethod !== undefined || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : isRootDataStale());

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useReplayFirstTaps();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf6ee" />
        <KeepFirstTaps nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-espresso-900 focus:px-4 focus:py-2 focus:text-cream-50"
        >
          Skip to content
        </a>
        <Header />
        <main id="main">{children}</main>
        <Footer />
        <MobileNav />
        <Toaster />
        <WalletMount />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(rootDataLoaded, [loaderData]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <h1 className="font-display text-4xl font-semibold">{message}</h1>
      <p className="mt-4 text-lg text-espresso-700">Please try again in a moment. If it keeps happening, contact us.</p>
      <RequestReference />
    </section>
  );
}
