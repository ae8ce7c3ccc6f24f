CREATE TABLE "money_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"method" text,
	"amount_cents" integer NOT NULL,
	"bags" integer,
	"reference" text,
	"note" text,
	"creator_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "money_sums" (
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"cents" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "money_sums_hour_kind_method_pk" PRIMARY KEY("hour","kind","method")
);
--> statement-breakpoint
CREATE INDEX "money_entries_order_idx" ON "money_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "money_entries_at_idx" ON "money_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "money_entries_creator_idx" ON "money_entries" USING btree ("creator_id","at");--> statement-breakpoint
-- ─── Hand-written: the money record is append-only, then existing orders carried into it ───────
-- A money entry is never edited or deleted: a correction is a new entry.
CREATE FUNCTION money_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money entries are never edited: write a correcting entry';
END $$;--> statement-breakpoint
CREATE TRIGGER money_entries_append_only BEFORE UPDATE OR DELETE ON money_entries
  FOR EACH ROW EXECUTE FUNCTION money_entries_append_only();--> statement-breakpoint
-- money backfill begins (app/money/backfill.server.ts runs the statements from here to its end):
-- the keys are the ones the store writes (app/money/orders.server.ts), so nothing is written twice.
-- A sale's lines, at list price, dated when the order was paid.
INSERT INTO money_entries (key, at, order_id, kind, amount_cents, bags, note, actor)
SELECT 'order:' || o.id || ':line:' || l.id, o.paid_at, o.id, 'sale', l.line_total_cents, l.quantity, l.product_name, 'system:backfill'
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.paid_at IS NOT NULL
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- Shipping, tax, each reduction by kind, and the payment (card, USDC, or recorded by the operator).
WITH p AS (
  SELECT o.id, o.paid_at, o.total_cents, o.shipping_cents, o.tax_cents, o.discount_cents, o.discount_code,
    EXISTS (SELECT 1 FROM creator_commissions c WHERE c.order_id = o.id AND c.source <> 'renewal') AS creator_code,
    coalesce(h.perk_discount_cents, 0) AS perk_cents, coalesce(h.npx_discount_cents, 0) AS npx_cents, h.npx_spent,
    cp.payment_intent_id, cp.amount_cents AS card_cents, pay.signature, pay.amount AS usdc_units
  FROM orders o
  LEFT JOIN order_holder_discounts h ON h.order_id = o.id
  LEFT JOIN LATERAL (SELECT * FROM card_payments c WHERE c.order_id = o.id AND c.status = 'paid' ORDER BY c.id LIMIT 1) cp ON true
  LEFT JOIN LATERAL (SELECT * FROM payments x WHERE x.order_id = o.id AND x.status = 'confirmed' ORDER BY x.id LIMIT 1) pay ON true
  WHERE o.paid_at IS NOT NULL
)
INSERT INTO money_entries (key, at, order_id, kind, method, amount_cents, reference, note, actor)
SELECT e.key, e.at, e.order_id, e.kind, e.method, e.amount, e.reference, e.note, 'system:backfill'
FROM (
  SELECT 'order:' || id || ':shipping' AS key, paid_at AS at, id AS order_id, 'shipping' AS kind, NULL::text AS method,
    shipping_cents AS amount, NULL::text AS reference, NULL::text AS note FROM p
  UNION ALL SELECT 'order:' || id || ':tax', paid_at, id, 'tax', NULL, tax_cents, NULL, NULL FROM p
  UNION ALL SELECT 'order:' || id || ':code', paid_at, id, CASE WHEN creator_code THEN 'creator_code' ELSE 'discount_code' END,
    NULL, -discount_cents, discount_code, NULL FROM p
  UNION ALL SELECT 'order:' || id || ':perk', paid_at, id, 'holder_perk', NULL, -perk_cents, NULL, NULL FROM p
  UNION ALL SELECT 'order:' || id || ':npx', paid_at, id, 'npx_spent', NULL, -npx_cents, NULL,
    CASE WHEN npx_spent > 0 THEN npx_spent || ' NPX' END FROM p
  UNION ALL SELECT 'order:' || id || ':payment', paid_at, id, 'payment',
    CASE WHEN payment_intent_id IS NOT NULL THEN 'card' WHEN signature IS NOT NULL THEN 'usdc' ELSE 'store' END,
    CASE WHEN payment_intent_id IS NOT NULL THEN card_cents WHEN signature IS NOT NULL THEN round(usdc_units / 10000.0)::int
      ELSE total_cents END,
    coalesce(payment_intent_id, signature), NULL FROM p
) e
WHERE e.amount <> 0
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- Refunds: by card (Stripe's running total), in USDC on chain (each confirmed transfer), and the
-- rest of an order refunded whole or disputed; what went back split into goods, shipping and tax
-- as the store splits a refund (tax in proportion, then goods, then shipping), dated at the last refund.
WITH usdc AS (
  SELECT rr.order_id, rr.id, rr.approved_cents AS cents, ct.signature, ct.confirmed_at
  FROM refund_requests rr JOIN chain_transfers ct ON ct.key = 'order-refund:' || rr.id
  WHERE rr.status = 'approved' AND ct.status = 'confirmed' AND rr.approved_cents > 0
),
p AS (
  SELECT o.id, o.status::text AS status, o.paid_at, o.total_cents, o.shipping_cents, o.tax_cents,
    (SELECT sum(amount_cents) FROM money_entries m WHERE m.order_id = o.id AND m.kind = 'payment') AS paid_cents,
    (SELECT method FROM money_entries m WHERE m.order_id = o.id AND m.kind = 'payment' LIMIT 1) AS method,
    coalesce((SELECT sum(least(c.refunded_cents, c.amount_cents)) FROM card_payments c WHERE c.order_id = o.id AND c.status = 'paid'), 0) AS card_back,
    (SELECT string_agg(cr.stripe_refund_id, ' ' ORDER BY cr.id) FROM card_refunds cr WHERE cr.order_id = o.id AND cr.stripe_refund_id IS NOT NULL) AS card_refs,
    coalesce((SELECT sum(cents) FROM usdc WHERE usdc.order_id = o.id), 0) AS usdc_back,
    greatest(
      coalesce((SELECT max(a.created_at) FROM audit_log a WHERE a.target = o.id
        AND a.action IN ('order.refunded', 'order.partly_refunded', 'order.disputed')), o.paid_at),
      coalesce((SELECT max(confirmed_at) FROM usdc WHERE usdc.order_id = o.id), o.paid_at)
    ) AS back_at
  FROM orders o
  WHERE o.paid_at IS NOT NULL
),
r AS (
  SELECT p.*, CASE WHEN status IN ('refunded', 'disputed') THEN greatest(coalesce(paid_cents, 0) - card_back - usdc_back, 0) ELSE 0 END AS rest
  FROM p
),
s AS (
  SELECT r.*, card_back + usdc_back + rest AS back,
    total_cents - shipping_cents - tax_cents AS goods_left
  FROM r
),
split AS (
  SELECT s.*,
    CASE WHEN back >= total_cents THEN tax_cents
      WHEN total_cents > 0 THEN least(tax_cents, round(back * tax_cents::numeric / total_cents)::int) ELSE 0 END AS tax_back
  FROM s WHERE back > 0
),
split2 AS (
  SELECT split.*,
    CASE WHEN back >= total_cents THEN goods_left + (back - total_cents)
      ELSE least(greatest(goods_left, 0), back - tax_back) END AS goods_back
  FROM split
)
INSERT INTO money_entries (key, at, order_id, kind, method, amount_cents, reference, note, actor)
SELECT e.key, e.at, e.order_id, e.kind, e.method, e.amount, e.reference, e.note, 'system:backfill'
FROM (
  SELECT 'order:' || id || ':backfill-card-refund:refund' AS key, back_at AS at, id AS order_id, 'refund' AS kind,
    'card' AS method, -card_back AS amount, card_refs AS reference, NULL::text AS note FROM split2
  UNION ALL SELECT 'usdc-refund:' || u.id || ':refund', u.confirmed_at, u.order_id, 'refund', 'usdc', -u.cents, u.signature, NULL
    FROM usdc u
  UNION ALL SELECT 'order:' || id || ':refunded-rest:refund', back_at, id, 'refund', coalesce(method, 'store'), -rest, NULL,
    CASE WHEN status = 'disputed' THEN 'disputed' END FROM split2
  UNION ALL SELECT 'order:' || id || ':backfill-refund:return', back_at, id, 'return', NULL, -goods_back, NULL, NULL FROM split2
  UNION ALL SELECT 'order:' || id || ':backfill-refund:shipping', back_at, id, 'shipping_refund', NULL,
    -(back - tax_back - goods_back), NULL, NULL FROM split2
  UNION ALL SELECT 'order:' || id || ':backfill-refund:tax', back_at, id, 'tax_refund', NULL, -tax_back, NULL, NULL FROM split2
) e
WHERE e.amount <> 0
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- USDC received and not kept (a second payment, a wrong amount…) and what of it went back.
INSERT INTO money_entries (key, at, order_id, kind, method, amount_cents, reference, note, actor)
SELECT 'usdc-extra:' || x.signature, x.created_at, x.order_id, 'payment_extra', 'usdc', round(x.amount / 10000.0)::int,
  x.signature, x.reason, 'system:backfill'
FROM payments x
WHERE x.status NOT IN ('confirmed', 'wrong_mint', 'wrong_recipient') AND x.mint IS NOT NULL AND x.amount IS NOT NULL
  AND round(x.amount / 10000.0) <> 0
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
INSERT INTO money_entries (key, at, order_id, kind, method, amount_cents, reference, note, actor)
SELECT 'payment-return:' || pr.id, ct.confirmed_at, pr.order_id, 'payment_returned', 'usdc', -round(pr.amount / 10000.0)::int,
  ct.signature, pr.why, 'system:backfill'
FROM payment_returns pr JOIN chain_transfers ct ON ct.id = pr.transfer_id
WHERE ct.status = 'confirmed' AND round(pr.amount / 10000.0) <> 0
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- Creators' commissions: earned when the order was paid, approved, reversed; payouts paid.
INSERT INTO money_entries (key, at, order_id, kind, amount_cents, reference, note, creator_id, actor)
SELECT e.key, e.at, e.order_id, e.kind, e.amount, e.code, NULL, e.creator_id, 'system:backfill'
FROM (
  SELECT 'commission:' || id || ':earned' AS key, paid_at AS at, order_id, 'commission_earned' AS kind, amount_cents AS amount,
    code, creator_id FROM creator_commissions WHERE paid_at IS NOT NULL
  UNION ALL SELECT 'commission:' || id || ':approved', approved_at, order_id, 'commission_approved', amount_cents, code, creator_id
    FROM creator_commissions WHERE approved_at IS NOT NULL
  UNION ALL SELECT 'commission:' || id || ':reversed', voided_at, order_id, 'commission_reversed', -amount_cents, code, creator_id
    FROM creator_commissions WHERE voided_at IS NOT NULL AND paid_at IS NOT NULL
) e
WHERE e.amount <> 0
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
INSERT INTO money_entries (key, at, kind, method, amount_cents, reference, note, creator_id, actor)
SELECT 'payout:' || id || ':paid', coalesce(paid_at, created_at), 'commission_paid', method::text, -amount_cents,
  coalesce(tx_signature, reference), period, creator_id, 'system:backfill'
FROM creator_payouts WHERE status = 'paid'
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- The hours' sums, from the whole record.
DELETE FROM money_sums;--> statement-breakpoint
INSERT INTO money_sums (hour, kind, method, cents, entries)
SELECT date_trunc('hour', at, 'UTC'), kind, coalesce(method, ''), sum(amount_cents), count(*)
FROM money_entries GROUP BY 1, 2, 3;
