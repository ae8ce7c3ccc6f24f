// The signed-in wallet's claims, newest first, each with its transfer on the explorer.
import type { RewardsCopy } from "~/content/rewards";
import { cn } from "~/utils/cn";
import { ExplorerLink, npx } from "./ClaimBox";
import type { ClaimRow } from "./rewards-page.server";

type Copy = RewardsCopy;

export function ClaimHistory({ copy, claims }: { copy: Copy; claims: ClaimRow[] }) {
  const { history } = copy;
  const th = "px-4 py-3 font-semibold";
  return (
    <>
      <h2 className="mt-10 font-display text-2xl font-semibold text-espresso-900">{history.title}</h2>
      <table
        className="mt-5 w-full overflow-hidden rounded-2xl bg-cream-50 text-left text-sm ring-1 ring-cream-300"
        data-testid="rewards-claims"
      >
        <thead className="bg-cream-200/70 text-xs uppercase tracking-wider text-espresso-700">
          <tr>
            <th scope="col" className={cn(th, "sm:px-6")}>
              {history.columns.date}
            </th>
            <th scope="col" className={th}>
              {history.columns.status}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {history.columns.amount}
            </th>
            <th scope="col" className={cn(th, "sm:px-6")}>
              {history.columns.transaction}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-300">
          {claims.map((c) => (
            <tr key={c.id} data-testid="rewards-claim-row">
              <td className="px-4 py-4 text-espresso-700 sm:px-6">{c.date}</td>
              <td className="px-4 py-4">{history.status[c.status]}</td>
              <td className="px-4 py-4 text-right font-semibold tabular-nums text-espresso-900">{npx(c.totalNpx)}</td>
              <td className="px-4 py-4 sm:px-6">
                {c.explorerUrl ? <ExplorerLink href={c.explorerUrl} label={copy.claimStatus.explorer} /> : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
