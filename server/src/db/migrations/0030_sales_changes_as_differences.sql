-- docs/sales-and-exports.md: a change of a day's row that keeps its day and item (a sale added to a
-- day already sold, an order cancelled) is carried into the months as its difference, one upsert
-- per month, where 0025 and 0029 took the old row off and added the new one: two. A sale of today
-- now reaches one month of the running totals (the month after this one), so every checkout pays it.
CREATE OR REPLACE FUNCTION sales_running_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(sales_running_lock_key());
  -- A sale dated before the first month held (an import of older orders) would count right, but
  -- every period reaching back past that month would add up its days: the next report builds the
  -- months again from the first sale.
  IF TG_OP <> 'DELETE' AND NEW.day < (SELECT min(month) FROM sales_running_months) THEN
    DELETE FROM sales_running_months;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.day, OLD.item_type, OLD.item_brand, OLD.item_id)
      = (NEW.day, NEW.item_type, NEW.item_brand, NEW.item_id) THEN
    PERFORM sales_running_add(NEW.day, NEW.item_type, NEW.item_brand, NEW.item_id,
      NEW.units - OLD.units, NEW.revenue - OLD.revenue);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_running_add(OLD.day, OLD.item_type, OLD.item_brand, OLD.item_id, -OLD.units, -OLD.revenue);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_running_add(NEW.day, NEW.item_type, NEW.item_brand, NEW.item_id, NEW.units, NEW.revenue);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_months_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d sales_days;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.day, OLD.brand, OLD.kind, OLD.currency, OLD.slot)
      = (NEW.day, NEW.brand, NEW.kind, NEW.currency, NEW.slot) THEN
    d := NEW;
    d.orders := NEW.orders - OLD.orders;
    d.sales := NEW.sales - OLD.sales;
    d.revenue := NEW.revenue - OLD.revenue;
    PERFORM sales_months_add(d, 1);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_months_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_months_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
