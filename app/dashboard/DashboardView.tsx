// The dashboard page: the period's form (a plain GET form), then each area's figures beside the
// previous period, its charts and tables. Every figure links to the console list it counts.
import { PageTitle } from "~/components/console/page";
import { Icon } from "~/components/icons";
import { dashboardCopy as t } from "~/content/dashboard";
import type { Dashboard } from "./dashboard.server";
import { TodayPanel } from "./TodayPanel";
import type { Today } from "./today.server";
import { PeriodForm, Exports } from "./PeriodForm";
import { SalesSection } from "./SalesSection";
import { FunnelSection } from "./FunnelSection";
import { SubscriptionsSection } from "./SubscriptionsSection";
import { CreatorsSection } from "./CreatorsSection";
import { NpxSection } from "./NpxSection";
import { ReviewsSection } from "./ReviewsSection";

export function DashboardView({ d, today, exportHref }: { d: Dashboard; today: Today; exportHref: string }) {
  return (
    <>
      <PageTitle title={t.title}>
        <a
          href={exportHref}
          className="hidden min-h-11 items-center gap-2 rounded-lg sm:inline-flex border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200"
        >
          <Icon name="download" className="size-4" aria-hidden />
          {t.period.exportCsv}
        </a>
        <a
          href={exportHref.replace("/admin/orders/export.csv", "/admin/money/movements.csv")}
          className="hidden min-h-11 items-center gap-2 rounded-lg sm:inline-flex border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200"
        >
          <Icon name="download" className="size-4" aria-hidden />
          {t.period.exportMovements}
        </a>
      </PageTitle>
      <TodayPanel today={today} />
      <PeriodForm period={d.period} timeZone={d.timeZone} exports={<Exports href={exportHref} />} />
      <SalesSection d={d} />
      <FunnelSection d={d} />
      <SubscriptionsSection d={d} />
      <CreatorsSection d={d} />
      <NpxSection d={d} />
      <ReviewsSection d={d} />
    </>
  );
}
