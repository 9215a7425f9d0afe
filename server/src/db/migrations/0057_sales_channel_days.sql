CREATE TABLE "sales_channel_days" (
	"day" date NOT NULL,
	"brand" varchar(10) NOT NULL,
	"channel" varchar(20) NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"tzs" numeric(16, 2) DEFAULT '0' NOT NULL,
	"usd" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_channel_days_day_brand_channel_slot_pk" PRIMARY KEY("day","brand","channel","slot"),
	CONSTRAINT "sales_channel_days_brand_valid" CHECK ("sales_channel_days"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
-- docs/phone-orders.md: the sales report's channels read these rows, a few per day, where they read
-- every order of the period (90 ms for a year of 100,000 orders, bench:scale on 2026-11-29).
CREATE OR REPLACE FUNCTION sales_channel_days_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_channel_days AS s (day, brand, channel, slot, orders, sales, tzs, usd)
  VALUES (sales_day_of(o.created_at), o.brand, o.channel, o.id % 8, sign,
    CASE WHEN order_is_revenue(o) THEN sign ELSE 0 END,
    CASE WHEN order_is_revenue(o) AND o.currency = 'TZS' THEN sign * o.total_amount ELSE 0 END,
    CASE WHEN order_is_revenue(o) AND o.currency = 'USD' THEN sign * o.total_amount ELSE 0 END)
  ON CONFLICT (day, brand, channel, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, sales = s.sales + excluded.sales,
    tzs = s.tzs + excluded.tzs, usd = s.usd + excluded.usd
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_channel_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_channel_days_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_channel_days_add(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Inserts once per statement, grouped, as sales_days (an import or a restore inserts thousands).
CREATE OR REPLACE FUNCTION sales_channel_days_insert_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_channel_days AS s (day, brand, channel, slot, orders, sales, tzs, usd)
  SELECT sales_day_of(o.created_at), o.brand, o.channel, o.id % 8, count(*),
    count(*) FILTER (WHERE order_is_revenue(o)),
    coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o) AND o.currency = 'TZS'), 0),
    coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o) AND o.currency = 'USD'), 0)
  FROM new_orders o GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, brand, channel, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, sales = s.sales + excluded.sales,
    tzs = s.tzs + excluded.tzs, usd = s.usd + excluded.usd;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sales_channels_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_days_insert_orders();--> statement-breakpoint
CREATE TRIGGER orders_sales_channels_delete AFTER DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_channel_days_track();--> statement-breakpoint
CREATE TRIGGER orders_sales_channels_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.payment_status, OLD.payment_method, OLD.currency, OLD.total_amount, OLD.created_at,
      OLD.brand, OLD.channel)
    IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.payment_method, NEW.currency, NEW.total_amount,
      NEW.created_at, NEW.brand, NEW.channel))
  EXECUTE FUNCTION sales_channel_days_track();--> statement-breakpoint
-- The orders already there, once (the lock keeps new ones waiting until this commits).
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
INSERT INTO sales_channel_days (day, brand, channel, slot, orders, sales, tzs, usd)
SELECT sales_day_of(o.created_at), o.brand, o.channel, o.id % 8, count(*),
  count(*) FILTER (WHERE order_is_revenue(o)),
  coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o) AND o.currency = 'TZS'), 0),
  coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o) AND o.currency = 'USD'), 0)
FROM orders o GROUP BY 1, 2, 3, 4;
