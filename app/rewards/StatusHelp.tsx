// What each status of a reward entry means, on the program and the ledger.
import type { RewardsCopy } from "~/content/rewards";
import { cn } from "~/utils/cn";

type Copy = RewardsCopy;

export function StatusHelp({ copy, className, termClass }: { copy: Copy; className?: string; termClass: string }) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      {copy.statusHelp.map((s) => (
        <div key={s.term}>
          <dt className={cn("inline font-semibold", termClass)}>{s.term}:</dt> <dd className="inline">{s.text}</dd>
        </div>
      ))}
    </dl>
  );
}
