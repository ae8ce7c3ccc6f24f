import { formatNpx } from "~/components/console/format";
import { cell, DataTable, num, numCell, Wallet } from "~/components/console/table";
import { Panel } from "~/components/console/page";
import { StatusBadge } from "~/components/console/badges";
import { orderCopy as t } from "~/content/admin";
import type { OrderPageData } from "./page-data";

/** The NPX the order earned: each ledger entry, its wallet and its distribution. */
export function OrderRewardsPanel({ rewards }: Pick<OrderPageData, "rewards">) {
  const rc = t.rewardColumns;
  return (
    <Panel title={t.rewards} id="order-rewards">
      <DataTable
        label={t.rewards}
        head={[rc.id, rc.wallet, num(rc.amount), rc.status, rc.distribution]}
        empty={rewards.length === 0 && t.noRewards}
      >
        {rewards.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cell} tabular-nums`}>#{entry.id}</td>
            <td className={cell}>{entry.wallet ? <Wallet address={entry.wallet} /> : t.guestReward}</td>
            <td className={numCell}>{formatNpx(entry.amountNpx)}</td>
            <td className={cell}>
              <StatusBadge kind="reward" status={entry.status} />
            </td>
            <td className={`${cell} tabular-nums`}>{entry.distributionId ? `#${entry.distributionId}` : "—"}</td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}
