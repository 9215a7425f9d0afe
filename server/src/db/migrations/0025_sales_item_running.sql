CREATE TABLE "sales_item_running" (
	"month" date NOT NULL,
	"item_type" varchar(10) NOT NULL,
	"item_brand" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_item_running_month_item_type_item_brand_item_id_pk" PRIMARY KEY("month","item_type","item_brand","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_running_months" (
	"month" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- docs/sales-and-exports.md. The trigger below takes this lock shared, the month's catch-up
-- exclusive: a catch-up waits for every transaction that changed a day to commit before it reads
-- the days, and a change made after it sees the new month.
CREATE OR REPLACE FUNCTION sales_running_lock_key() RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT 250001128::bigint
$$;--> statement-breakpoint
-- One change of an item's day carried into every month after that day.
CREATE OR REPLACE FUNCTION sales_running_add(d date, t varchar, b varchar, id integer, u integer, r numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_item_running AS s (month, item_type, item_brand, item_id, units, revenue)
  SELECT m.month, t, b, id, u, r FROM sales_running_months m WHERE m.month > d
  ON CONFLICT (month, item_type, item_brand, item_id) DO UPDATE SET
    units = s.units + excluded.units, revenue = s.revenue + excluded.revenue
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_running_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(sales_running_lock_key());
  -- A sale dated before the first month held (an import of older orders) would count right, but
  -- every period reaching back past that month would add up its days: the next report builds the
  -- months again from the first sale.
  IF TG_OP <> 'DELETE' AND NEW.day < (SELECT min(month) FROM sales_running_months) THEN
    DELETE FROM sales_running_months;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_running_add(OLD.day, OLD.item_type, OLD.item_brand, OLD.item_id, -OLD.units, -OLD.revenue);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_running_add(NEW.day, NEW.item_type, NEW.item_brand, NEW.item_id, NEW.units, NEW.revenue);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_item_days_running AFTER INSERT OR UPDATE OR DELETE ON sales_item_days
  FOR EACH ROW EXECUTE FUNCTION sales_running_track();--> statement-breakpoint
-- Adds the months missing up to the shop's current month (`upto`, the 1st), each the month before
-- plus that month's days, and returns the first month held: the month of the first sale, with
-- nothing before it.
CREATE OR REPLACE FUNCTION sales_running_catch_up(upto date) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  m date;
BEGIN
  IF EXISTS (SELECT 1 FROM sales_running_months WHERE month >= upto) THEN
    RETURN (SELECT min(month) FROM sales_running_months);
  END IF;
  PERFORM pg_advisory_xact_lock(sales_running_lock_key());
  SELECT max(month) INTO m FROM sales_running_months;
  IF m IS NULL THEN
    -- Rows of months given up by the trigger above, or written by a change that raced it.
    DELETE FROM sales_item_running;
    SELECT least(date_trunc('month', min(day))::date, upto) INTO m FROM sales_item_days;
    INSERT INTO sales_running_months (month) VALUES (coalesce(m, upto));
    m := coalesce(m, upto);
  END IF;
  WHILE m < upto LOOP
    INSERT INTO sales_item_running (month, item_type, item_brand, item_id, units, revenue)
    SELECT (m + interval '1 month')::date, item_type, item_brand, item_id, sum(units), sum(revenue)
    FROM (
      SELECT item_type, item_brand, item_id, units, revenue FROM sales_item_running WHERE month = m
      UNION ALL
      SELECT item_type, item_brand, item_id, units, revenue FROM sales_item_days
      WHERE day >= m AND day < m + interval '1 month'
    ) x
    GROUP BY item_type, item_brand, item_id;
    m := (m + interval '1 month')::date;
    INSERT INTO sales_running_months (month) VALUES (m);
  END LOOP;
  -- The reads join months of 10,000 rows: estimated from no statistics, the planner once chose
  -- nested loops that took seconds. PGlite has no autovacuum to gather them.
  ANALYZE sales_item_running;
  RETURN (SELECT min(month) FROM sales_running_months);
END $$;--> statement-breakpoint
SELECT sales_running_catch_up(date_trunc('month', sales_day_of(now()))::date);
