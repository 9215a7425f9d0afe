CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"brand" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_days_day_brand_kind_currency_slot_pk" PRIMARY KEY("day","brand","kind","currency","slot"),
	CONSTRAINT "sales_days_brand_valid" CHECK ("sales_days"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
CREATE TABLE "sales_item_days" (
	"day" date NOT NULL,
	"item_type" varchar(10) NOT NULL,
	"item_brand" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_item_days_item_type_item_brand_day_item_id_pk" PRIMARY KEY("item_type","item_brand","day","item_id"),
	CONSTRAINT "sales_item_days_type_valid" CHECK ("sales_item_days"."item_type" in ('product', 'tour'))
);
--> statement-breakpoint
-- docs/sales-and-exports.md: a day is the shop's day in Dar es Salaam, whatever the server's time zone.
CREATE OR REPLACE FUNCTION sales_day_of(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE 'Africa/Dar_es_Salaam')::date
$$;--> statement-breakpoint
-- docs/prices-and-currencies.md: revenue is a sold order, or a cash-on-delivery order whose cash was
-- received and that was not cancelled since (the rule of order_figures, migration 0018).
CREATE OR REPLACE FUNCTION order_is_revenue(o orders) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT o.status = 'sold'
    OR (o.payment_method = 'cash_on_delivery' AND o.payment_status = 'paid' AND o.status <> 'cancelled')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_days AS s (day, brand, kind, currency, slot, orders, sales, revenue)
  VALUES (sales_day_of(o.created_at), o.brand, o.kind, o.currency, o.id % 8, sign,
    CASE WHEN order_is_revenue(o) THEN sign ELSE 0 END,
    CASE WHEN order_is_revenue(o) THEN sign * o.total_amount ELSE 0 END)
  ON CONFLICT (day, brand, kind, currency, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, sales = s.sales + excluded.sales, revenue = s.revenue + excluded.revenue
$$;--> statement-breakpoint
-- One line of a revenue order added to (sign 1) or taken from (sign -1) its item's day.
CREATE OR REPLACE FUNCTION sales_line_add(day date, i order_items, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_item_days AS s (day, item_type, item_brand, item_id, units, revenue)
  SELECT day, CASE WHEN i.tour_id IS NULL THEN 'product' ELSE 'tour' END,
    coalesce(i.product_brand, 'igsum'), coalesce(i.product_id, i.tour_id), sign * i.quantity,
    sign * i.quantity * i.price
  WHERE coalesce(i.product_id, i.tour_id) IS NOT NULL
  ON CONFLICT (item_type, item_brand, day, item_id) DO UPDATE SET
    units = s.units + excluded.units, revenue = s.revenue + excluded.revenue
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_order_lines_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF order_is_revenue(o) THEN
    PERFORM sales_line_add(sales_day_of(o.created_at), i, sign) FROM order_items i WHERE i.order_id = o.id;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_days_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_days_add(NEW, 1); END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sales_order_lines_add(OLD, -1);
    PERFORM sales_order_lines_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Before the delete, while the order's lines are still there (the cascade removes them after).
CREATE OR REPLACE FUNCTION sales_lines_forget_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_order_lines_add(OLD, -1);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_lines_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Not found while the order itself is being deleted: its BEFORE trigger took the lines off.
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND AND order_is_revenue(o) THEN PERFORM sales_line_add(sales_day_of(o.created_at), OLD, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND AND order_is_revenue(o) THEN PERFORM sales_line_add(sales_day_of(o.created_at), NEW, 1); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sales_days_delete AFTER DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_days_track();--> statement-breakpoint
-- Inserts are counted once per statement, grouped: a checkout inserts one order, an import or a
-- restore thousands, each costing one upsert per day and brand instead of one per order.
CREATE OR REPLACE FUNCTION sales_days_insert_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (day, brand, kind, currency, slot, orders, sales, revenue)
  SELECT sales_day_of(o.created_at), o.brand, o.kind, o.currency, o.id % 8, count(*),
    count(*) FILTER (WHERE order_is_revenue(o)),
    coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o)), 0)
  FROM new_orders o GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (day, brand, kind, currency, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, sales = s.sales + excluded.sales, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sales_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_insert_orders();--> statement-breakpoint
-- Only a change of what the figures read moves them: most updates (holds, timestamps) do not.
CREATE TRIGGER orders_sales_days_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.payment_status, OLD.payment_method, OLD.currency, OLD.total_amount, OLD.created_at,
      OLD.brand, OLD.kind)
    IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.payment_method, NEW.currency, NEW.total_amount,
      NEW.created_at, NEW.brand, NEW.kind))
  EXECUTE FUNCTION sales_days_track();--> statement-breakpoint
CREATE TRIGGER orders_sales_lines_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_lines_forget_order();--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION sales_lines_track();--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_item_days AS s (day, item_type, item_brand, item_id, units, revenue)
  SELECT sales_day_of(o.created_at), CASE WHEN i.tour_id IS NULL THEN 'product' ELSE 'tour' END,
    coalesce(i.product_brand, 'igsum'), coalesce(i.product_id, i.tour_id), sum(i.quantity), sum(i.quantity * i.price)
  FROM new_lines i JOIN orders o ON o.id = i.order_id
  WHERE order_is_revenue(o) AND coalesce(i.product_id, i.tour_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (item_type, item_brand, day, item_id) DO UPDATE SET
    units = s.units + excluded.units, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_insert();--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_brand, OLD.product_id, OLD.tour_id, OLD.quantity, OLD.price)
    IS DISTINCT FROM (NEW.order_id, NEW.product_brand, NEW.product_id, NEW.tour_id, NEW.quantity, NEW.price))
  EXECUTE FUNCTION sales_lines_track();--> statement-breakpoint
-- The orders and lines already there, once, in one statement each (the locks keep new ones
-- waiting until this commits).
LOCK TABLE orders, order_items IN SHARE MODE;--> statement-breakpoint
INSERT INTO sales_days (day, brand, kind, currency, slot, orders, sales, revenue)
SELECT sales_day_of(o.created_at), o.brand, o.kind, o.currency, o.id % 8, count(*),
  count(*) FILTER (WHERE order_is_revenue(o)),
  coalesce(sum(o.total_amount) FILTER (WHERE order_is_revenue(o)), 0)
FROM orders o GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO sales_item_days (day, item_type, item_brand, item_id, units, revenue)
SELECT sales_day_of(o.created_at), CASE WHEN i.tour_id IS NULL THEN 'product' ELSE 'tour' END,
  coalesce(i.product_brand, 'igsum'), coalesce(i.product_id, i.tour_id), sum(i.quantity), sum(i.quantity * i.price)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE order_is_revenue(o) AND coalesce(i.product_id, i.tour_id) IS NOT NULL
GROUP BY 1, 2, 3, 4;
