// The console's status badges: each list's statuses in their words and tones.
import {
  applicationStatusLabels,
  emailStatusLabels,
  jobStatusLabels,
  cardPaymentStatusLabels,
  orderStatusLabels,
  paymentStatusLabels,
  rewardStatusLabels,
} from "~/content/admin";
import { cn } from "~/utils/cn";

const tones = {
  amber: "bg-chai-300/35 text-chai-700 ring-chai-400/40",
  green: "bg-sage-100 text-sage-700 ring-sage-500/30",
  dark: "bg-espresso-800/10 text-espresso-800 ring-espresso-700/25",
  red: "bg-berry-600/10 text-berry-700 ring-berry-600/30",
  muted: "bg-cream-200 text-espresso-700 ring-espresso-600/20",
} as const;

type Tone = keyof typeof tones;

const badgeKinds = {
  order: {
    labels: orderStatusLabels,
    tones: {
      pending_payment: "amber",
      paid: "green",
      fulfilled: "dark",
      cancelled: "red",
      refunded: "muted",
      disputed: "red",
    },
  },
  reward: {
    labels: rewardStatusLabels,
    tones: { pending: "amber", earned: "green", distributed: "dark", void: "muted" },
  },
  application: { labels: applicationStatusLabels, tones: { pending: "amber", approved: "green", rejected: "red" } },
  job: { labels: jobStatusLabels, tones: { pending: "amber", running: "dark", done: "green", failed: "red" } },
  email: { labels: emailStatusLabels, tones: { queued: "amber", sent: "green", kept: "muted", failed: "red" } },
  card: {
    labels: cardPaymentStatusLabels,
    tones: { paid: "green", refused: "red", duplicate_refund: "amber", failed: "red" },
  },
  payment: {
    labels: paymentStatusLabels,
    tones: {
      confirmed: "green",
      underpaid: "red",
      wrong_mint: "red",
      wrong_recipient: "red",
      invalid: "red",
      duplicate_refund: "amber",
    },
  },
} as const;

type BadgeKind = keyof typeof badgeKinds;

export function StatusBadge<K extends BadgeKind>({
  kind,
  status,
}: {
  kind: K;
  status: keyof (typeof badgeKinds)[K]["labels"] & string;
}) {
  const spec = badgeKinds[kind] as { labels: Record<string, string>; tones: Record<string, Tone> };
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[spec.tones[status] ?? "muted"],
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {spec.labels[status] ?? status}
    </span>
  );
}
