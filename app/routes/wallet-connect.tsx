import { Icon, type IconName } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { CONNECT_REDIRECT_DELAY_MS, walletConnectPage } from "~/content/wallet";
import { shortAddress } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import type { RootLoaderData } from "~/utils/root-data";
import { rewardBackFrom, seo, siteUrlFrom } from "~/content/seo";
import { returnPath } from "~/wallet/return-path";
import { connectWallet, openWalletModal, signInWithWallet } from "~/wallet/wallet-store";
import { useWalletSession } from "~/wallet/wallet-state";
import type { Route } from "./+types/wallet-connect";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Connect Wallet",
      description: walletConnectPage(rewardBackFrom(matches)).metaDescription,
      path: "/wallet-connect",
    },
    siteUrlFrom(matches),
  );

const icons: IconName[] = ["coins", "key-round", "shield-check"];

export default function WalletConnectPage() {
  // The "% back" follows the store's setting, read by the root loader for every page.
  const copy = walletConnectPage(useRouteLoaderData<RootLoaderData>("root")?.rewardBack ?? "10%");
  const { wallet, signedInWallet, signedIn } = useWalletSession();
  const navigate = useNavigate();
  // The page the shopper came from (the header's link and every sign-in button say which).
  const next = returnPath(useSearchParams()[0].get("next"));
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const busy = wallet.connecting || wallet.autoConnecting || wallet.signingIn;
  const done = wallet.connected && signedIn;

  // Connect (the spec's Success toast), then ask for the sign-in signature at once: one step.
  const onConnect = async () => {
    const address = wallet.address ?? (await connectWallet());
    if (!address) return;
    if (address !== signedInWallet && !(await signInWithWallet(true))) return;
    // Back where the shopper came from (home by default) 1.5 s after it succeeded.
    redirect.current = setTimeout(() => navigate(next), CONNECT_REDIRECT_DELAY_MS);
  };

  return (
    <section className="relative overflow-hidden py-16 sm:py-24">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-cream-200/80 to-transparent"
      />
      <div className="mx-auto max-w-xl px-4 sm:px-6">
        <div className="rounded-[2rem] border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-10">
          <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-espresso-900 text-cream-50">
            <Icon name="key-round" className="size-7" aria-hidden />
          </div>
          <p className="mt-6 text-center text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">
            {copy.eyebrow}
          </p>
          <h1 className="mt-3 text-center font-display text-3xl font-semibold leading-tight sm:text-4xl">
            {copy.title}
          </h1>
          <p className="mt-4 text-center text-base leading-relaxed text-espresso-700">{copy.intro}</p>

          <div className="mt-8 grid gap-3">
            <Button size="lg" className="w-full" disabled={busy || done} onClick={() => void onConnect()}>
              {wallet.signingIn
                ? copy.signingIn
                : busy
                  ? copy.connecting
                  : wallet.connected && !signedIn
                    ? copy.signIn
                    : copy.connect}
            </Button>
            {wallet.connected && wallet.address && (
              <p
                className={cn(
                  "text-center text-sm",
                  wallet.notSignedIn && !signedIn ? "text-berry-700" : "text-sage-700",
                )}
                role="status"
                data-testid="wallet-connect-status"
              >
                {signedIn ? (
                  <>
                    {copy.signedInAs} <span className="font-mono">{shortAddress(wallet.address)}</span>
                  </>
                ) : (
                  (wallet.notSignedIn ?? (
                    <>
                      {copy.connectedAs} <span className="font-mono">{shortAddress(wallet.address)}</span>
                    </>
                  ))
                )}
              </p>
            )}
            {wallet.notSignedIn && !signedIn && (
              <Link to={next} className={buttonClass({ variant: "outline", size: "md", className: "mx-auto" })}>
                {copy.continueUnsigned}
              </Link>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="mx-auto"
              disabled={busy || wallet.connected}
              onClick={() => void openWalletModal()}
            >
              {copy.otherWallets}
            </Button>
            <noscript>
              <p className="text-center text-sm text-espresso-700">{copy.needsScript}</p>
            </noscript>
          </div>

          <details className="group mt-8 rounded-2xl border border-cream-300 bg-cream-100 px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold text-espresso-900 [&::-webkit-details-marker]:hidden">
              <span className="flex items-center justify-between gap-4">
                {copy.whatIs.summary}
                <span
                  aria-hidden
                  className="text-xl leading-none text-chai-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <div className="mt-3 space-y-3 text-sm leading-relaxed text-espresso-700">
              {copy.whatIs.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>

          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {copy.benefits.map((b, i) => {
              return (
                <li key={b.title} className="rounded-2xl bg-cream-100 p-4">
                  <Icon name={icons[i] ?? "coins"} className="size-5 text-chai-600" aria-hidden />
                  <p className="mt-2 text-sm font-semibold text-espresso-900">{b.title}</p>
                  <p className="mt-1 text-xs leading-relaxed text-espresso-700">{b.body}</p>
                </li>
              );
            })}
          </ul>

          <div className="mt-8 border-t border-cream-300 pt-6 text-center">
            <Link to="/" className={buttonClass({ variant: "outline", size: "md" })}>
              {copy.guest}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
