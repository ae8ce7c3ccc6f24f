ALTER TABLE "money_entries" ADD COLUMN "status_from" text;--> statement-breakpoint
CREATE INDEX "money_entries_commission_idx" ON "money_entries" USING btree ("kind","at","creator_id","status_from","amount_cents") WHERE "money_entries"."creator_id" is not null;--> statement-breakpoint
CREATE INDEX "money_entries_reversed_idx" ON "money_entries" USING btree ("order_id") WHERE "money_entries"."kind" = 'commission_reversed';--> statement-breakpoint
-- ─── Hand-written: the commission entries already written carried over to what the creators' ───
-- figures read (app/creators/earnings.server.ts). Dated as the movements they stand for.
-- commission money carry-over begins (app/money/backfill.server.ts runs the statements from here to
-- its end after the money record's own backfill; each is safe to run again).
-- 1. A commission the table says was approved (or paid out since) has its approved entry, dated at
--    its approval, or at its payment where the approval's time was not kept.
WITH written AS (
  INSERT INTO money_entries (key, at, order_id, kind, amount_cents, reference, creator_id, actor)
  SELECT 'commission:' || id || ':approved', coalesce(approved_at, paid_at), order_id, 'commission_approved', amount_cents,
    code, creator_id, 'system:backfill'
  FROM creator_commissions
  WHERE paid_at IS NOT NULL AND amount_cents <> 0
    AND (approved_at IS NOT NULL OR status IN ('approved', 'paid', 'owed_back', 'recovered'))
  ON CONFLICT (key) DO NOTHING
  RETURNING at, kind, method, amount_cents
)
INSERT INTO money_sums (hour, kind, method, cents, entries)
SELECT date_trunc('hour', at, 'UTC'), kind, coalesce(method, ''), sum(amount_cents), count(*) FROM written GROUP BY 1, 2, 3
ON CONFLICT (hour, kind, method) DO UPDATE
  SET cents = money_sums.cents + excluded.cents, entries = money_sums.entries + excluded.entries;--> statement-breakpoint
-- 2. A reversal says the status it came off: paid (it is owed back, or was recovered since),
--    approved, or pending. Filling a new column of entries written before it existed changes no
--    amount or date: the append-only guard is lifted for this one statement only.
ALTER TABLE money_entries DISABLE TRIGGER money_entries_append_only;--> statement-breakpoint
UPDATE money_entries e
SET status_from = CASE
  WHEN c.status IN ('owed_back', 'recovered') THEN 'paid'
  WHEN c.approved_at IS NOT NULL THEN 'approved'
  ELSE 'pending' END
FROM creator_commissions c
WHERE e.kind = 'commission_reversed' AND e.status_from IS NULL AND e.key = 'commission:' || c.id || ':reversed';--> statement-breakpoint
ALTER TABLE money_entries ENABLE TRIGGER money_entries_append_only;--> statement-breakpoint
-- 3. A payout that recovered commission owed back was written as one commission_paid of its net.
--    Correcting entries (never an edit): commission_paid of what it recovered, so its paid entries
--    add up to the commissions it paid, and commission_recovered of the same, apart, both dated
--    when the payout was paid. Its cash (paid + recovered) is unchanged.
WITH parts AS (
  SELECT p.id, p.creator_id, p.period, e.at, e.method, e.reference,
    (SELECT coalesce(sum(c.amount_cents), 0) FROM creator_commissions c WHERE c.recovered_in_payout_id = p.id) AS recovered
  FROM creator_payouts p
  JOIN money_entries e ON e.key = 'payout:' || p.id || ':paid' AND e.amount_cents = -p.amount_cents
  WHERE p.status = 'paid'
), written AS (
  INSERT INTO money_entries (key, at, kind, method, amount_cents, reference, note, creator_id, actor)
  SELECT 'payout:' || id || ':paid:recovered-apart', at, 'commission_paid', method, -recovered, reference, period,
    creator_id, 'system:backfill'
  FROM parts WHERE recovered > 0
  UNION ALL
  SELECT 'payout:' || id || ':recovered', at, 'commission_recovered', method, recovered, reference, period,
    creator_id, 'system:backfill'
  FROM parts WHERE recovered > 0
  ON CONFLICT (key) DO NOTHING
  RETURNING at, kind, method, amount_cents
)
INSERT INTO money_sums (hour, kind, method, cents, entries)
SELECT date_trunc('hour', at, 'UTC'), kind, coalesce(method, ''), sum(amount_cents), count(*) FROM written GROUP BY 1, 2, 3
ON CONFLICT (hour, kind, method) DO UPDATE
  SET cents = money_sums.cents + excluded.cents, entries = money_sums.entries + excluded.entries;
