CREATE TABLE "sales_months" (
	"month" date NOT NULL,
	"brand" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_months_month_brand_kind_currency_slot_pk" PRIMARY KEY("month","brand","kind","currency","slot"),
	CONSTRAINT "sales_months_brand_valid" CHECK ("sales_months"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
-- docs/sales-and-exports.md: every change of a day's figures carried into its month, so a report
-- over a long period adds up months and its edge days, not every day of it.
CREATE OR REPLACE FUNCTION sales_months_add(d sales_days, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_months AS s (month, brand, kind, currency, slot, orders, sales, revenue)
  VALUES (date_trunc('month', d.day::timestamp)::date, d.brand, d.kind, d.currency, d.slot,
    sign * d.orders, sign * d.sales, sign * d.revenue)
  ON CONFLICT (month, brand, kind, currency, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, sales = s.sales + excluded.sales, revenue = s.revenue + excluded.revenue
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_months_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_months_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_months_add(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_days_months AFTER INSERT OR UPDATE OR DELETE ON sales_days
  FOR EACH ROW EXECUTE FUNCTION sales_months_track();--> statement-breakpoint
-- The days already there, once (the lock keeps new ones waiting until this commits).
LOCK TABLE sales_days IN SHARE MODE;--> statement-breakpoint
INSERT INTO sales_months (month, brand, kind, currency, slot, orders, sales, revenue)
SELECT date_trunc('month', day::timestamp)::date, brand, kind, currency, slot, sum(orders), sum(sales), sum(revenue)
FROM sales_days GROUP BY 1, 2, 3, 4, 5;
