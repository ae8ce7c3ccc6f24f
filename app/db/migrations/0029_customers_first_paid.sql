CREATE TABLE "first_paid_by_email" (
	"email" text PRIMARY KEY NOT NULL,
	"first_paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_paid_by_wallet" (
	"wallet" text PRIMARY KEY NOT NULL,
	"first_paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
-- ─── Hand-written: kept by the database for every writer, then filled from the existing rows ───
-- An order counts as a sale when it was paid and its status is paid, fulfilled, refunded or
-- disputed (PAID in app/dashboard/sql.server.ts; compared as text: on a new database the enum's
-- later values are added in this same transaction, where PostgreSQL refuses them as literals).
-- first_paid_by_email / _by_wallet hold the earliest paid_at of the counted orders by email and by
-- wallet.
-- A buyer's date by `key` ('email' or 'wallet', the column of first_paid_by_<key> and of orders).
-- Lowered to `paid` when an order counts:
CREATE FUNCTION first_paid_lower(key text, val text, paid timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF val IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('INSERT INTO %I (%I, first_paid_at) VALUES ($1, $2)
    ON CONFLICT (%I) DO UPDATE SET first_paid_at = least(%I.first_paid_at, excluded.first_paid_at)',
    'first_paid_by_' || key, key, key, 'first_paid_by_' || key) USING val, paid;
END $$;--> statement-breakpoint
-- Read again from the orders when one stopped counting. The row is locked first, so a payment of the
-- same buyer committed meanwhile is seen by the read after it.
CREATE FUNCTION first_paid_reread(key text, val text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first timestamptz;
BEGIN
  IF val IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('SELECT 1 FROM %I WHERE %I = $1 FOR UPDATE', 'first_paid_by_' || key, key) USING val;
  EXECUTE format('SELECT min(paid_at) FROM orders WHERE %I = $1 AND paid_at IS NOT NULL
    AND status::text IN (''paid'', ''fulfilled'', ''refunded'', ''disputed'')', key) INTO first USING val;
  IF first IS NULL THEN
    EXECUTE format('DELETE FROM %I WHERE %I = $1', 'first_paid_by_' || key, key) USING val;
  ELSE
    EXECUTE format('INSERT INTO %I (%I, first_paid_at) VALUES ($1, $2)
      ON CONFLICT (%I) DO UPDATE SET first_paid_at = excluded.first_paid_at',
      'first_paid_by_' || key, key, key) USING val, first;
  END IF;
END $$;--> statement-breakpoint
-- An order written, changed or deleted: a counted order can only lower its buyer's dates; one that
-- stops counting (cancelled after it was paid) or changes email, wallet or paid_at has its old
-- buyer's dates read again.
CREATE FUNCTION orders_first_paid_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL
    AND OLD.status::text IN ('paid', 'fulfilled', 'refunded', 'disputed');
  counts boolean := TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL
    AND NEW.status::text IN ('paid', 'fulfilled', 'refunded', 'disputed');
  same boolean := TG_OP = 'UPDATE' AND OLD.email = NEW.email AND OLD.wallet IS NOT DISTINCT FROM NEW.wallet
    AND OLD.paid_at IS NOT DISTINCT FROM NEW.paid_at;
BEGIN
  IF was AND counts AND same THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM first_paid_reread('email', OLD.email);
    PERFORM first_paid_reread('wallet', OLD.wallet);
  END IF;
  IF counts THEN
    PERFORM first_paid_lower('email', NEW.email, NEW.paid_at);
    PERFORM first_paid_lower('wallet', NEW.wallet, NEW.paid_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_first_paid_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL AND NEW.status::text IN ('paid', 'fulfilled', 'refunded', 'disputed'))
  EXECUTE FUNCTION orders_first_paid_keep();--> statement-breakpoint
CREATE TRIGGER orders_first_paid_update AFTER UPDATE OF status, paid_at, email, wallet ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_first_paid_keep();--> statement-breakpoint
CREATE TRIGGER orders_first_paid_delete AFTER DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_first_paid_keep();--> statement-breakpoint
-- A subscription's first order's placing (the cohort's month), from its origin order, which never
-- changes after it is placed.
CREATE FUNCTION subscriptions_first_order_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT created_at INTO NEW.first_order_at FROM orders WHERE id = NEW.origin_order_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER subscriptions_first_order_at BEFORE INSERT OR UPDATE OF origin_order_id, first_order_at ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_first_order_at();--> statement-breakpoint
-- The store's existing orders and subscriptions.
INSERT INTO first_paid_by_email (email, first_paid_at)
SELECT email, min(paid_at) FROM orders
WHERE paid_at IS NOT NULL AND status::text IN ('paid', 'fulfilled', 'refunded', 'disputed')
GROUP BY email;--> statement-breakpoint
INSERT INTO first_paid_by_wallet (wallet, first_paid_at)
SELECT wallet, min(paid_at) FROM orders
WHERE wallet IS NOT NULL AND paid_at IS NOT NULL AND status::text IN ('paid', 'fulfilled', 'refunded', 'disputed')
GROUP BY wallet;--> statement-breakpoint
UPDATE subscriptions s SET first_order_at = o.created_at FROM orders o WHERE o.id = s.origin_order_id;
