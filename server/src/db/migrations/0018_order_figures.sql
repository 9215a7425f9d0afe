CREATE TABLE "order_figures" (
	"slot" integer PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"revenue_tzs" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue_usd" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- What one order adds to the figures (sign 1) or takes away (sign -1); the sale rule is the one of
-- docs/orders.md, as admin-orders/stats.ts applied it to every order before.
CREATE OR REPLACE FUNCTION order_figures_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  UPDATE order_figures SET
    orders = orders + sign,
    sold = sold + sign * (o.status = 'sold')::int,
    pending = pending + sign * (o.status = 'pending')::int,
    revenue_tzs = revenue_tzs + CASE WHEN o.currency = 'TZS' AND (o.status = 'sold' OR (o.payment_method = 'cash_on_delivery' AND o.payment_status = 'paid' AND o.status <> 'cancelled')) THEN sign * o.total_amount ELSE 0 END,
    revenue_usd = revenue_usd + CASE WHEN o.currency = 'USD' AND (o.status = 'sold' OR (o.payment_method = 'cash_on_delivery' AND o.payment_status = 'paid' AND o.status <> 'cancelled')) THEN sign * o.total_amount ELSE 0 END
  WHERE slot = o.id % 16
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_figures_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM order_figures_add(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_figures_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_figures_track();--> statement-breakpoint
-- Only a change of what the figures read moves them: most updates (holds, timestamps) do not.
CREATE TRIGGER orders_figures_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.payment_status, OLD.payment_method, OLD.currency, OLD.total_amount)
    IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.payment_method, NEW.currency, NEW.total_amount))
  EXECUTE FUNCTION order_figures_track();--> statement-breakpoint
INSERT INTO order_figures (slot) SELECT generate_series(0, 15);--> statement-breakpoint
-- The orders already there, once (the table lock keeps new ones waiting until this commits).
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
SELECT order_figures_add(o, 1) FROM orders o;
