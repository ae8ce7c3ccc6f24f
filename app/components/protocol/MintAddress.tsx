import { useState } from "react";
import { protocolLinks } from "~/content/tokenomics";

/** The NPX mint address with a copy button (an island of the protocol page). */
export function MintAddress({ mint }: { mint: string }) {
  const [copied, setCopied] = useState(false);
  const t = protocolLinks.mint;
  return (
    <div className="mx-auto mt-6 max-w-xl text-center text-sm text-cream-200" data-testid="npx-mint">
      <p className="font-semibold text-cream-50">{t.label}</p>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        <code className="break-all rounded-lg bg-espresso-800 px-3 py-2 font-mono text-xs text-cream-50 select-all">
          {mint}
        </code>
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(mint).then(() => setCopied(true))}
          className="inline-flex min-h-11 items-center rounded-full border border-cream-300 px-4 font-semibold text-cream-50 hover:bg-espresso-800"
        >
          <span aria-live="polite">{copied ? t.copied : t.copy}</span>
        </button>
      </div>
      <p className="mt-2">{t.hint}</p>
    </div>
  );
}
