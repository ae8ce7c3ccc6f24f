// The dashboard's reviews: written in the period and waiting for moderation.
import { Panel } from "~/components/console/page";
import { dashboardCopy as t } from "~/content/dashboard";
import type { Dashboard } from "./dashboard.server";
import { Figure, Figures, pair } from "./figures";

const n = t.format.count;

export function ReviewsSection({ d }: { d: Dashboard }) {
  const c = d.current.reviews;
  const b = d.previous.reviews;
  const s = t.reviews;
  const avg = (v: number | null) => (v === null ? t.none : s.averageValue(v));
  return (
    <Panel title={s.title} id="dashboard-reviews">
      <Figures>
        <Figure label={s.count} href="/admin/reviews" {...pair(c.count, b.count, n)} />
        <Figure
          label={s.average}
          href="/admin/reviews?status=approved"
          value={avg(c.average)}
          previous={{ text: avg(b.average), current: c.average ?? 0, before: b.average ?? 0 }}
        />
        <Figure label={s.awaiting} href="/admin/reviews?status=pending" value={n(c.awaiting)} detail={t.change.now} />
      </Figures>
    </Panel>
  );
}
