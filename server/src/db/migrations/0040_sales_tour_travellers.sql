-- docs/sales-and-exports.md: a tour's units in the sales report are its travellers. A booking with
-- terms is one order line of its whole price (quantity 1, participants the travellers), so the
-- lines' functions count participants where a line has them, and revenue stays quantity x price.
CREATE OR REPLACE FUNCTION sales_line_add(day date, i order_items, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_item_days AS s (day, item_type, item_brand, item_id, units, revenue)
  SELECT day, CASE WHEN i.tour_id IS NULL THEN 'product' ELSE 'tour' END,
    coalesce(i.product_brand, 'igsum'), coalesce(i.product_id, i.tour_id),
    sign * coalesce(i.participants, i.quantity), sign * i.quantity * i.price
  WHERE coalesce(i.product_id, i.tour_id) IS NOT NULL
  ON CONFLICT (item_type, item_brand, day, item_id) DO UPDATE SET
    units = s.units + excluded.units, revenue = s.revenue + excluded.revenue
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_item_days AS s (day, item_type, item_brand, item_id, units, revenue)
  SELECT sales_day_of(o.created_at), CASE WHEN i.tour_id IS NULL THEN 'product' ELSE 'tour' END,
    coalesce(i.product_brand, 'igsum'), coalesce(i.product_id, i.tour_id),
    sum(coalesce(i.participants, i.quantity)), sum(i.quantity * i.price)
  FROM new_lines i JOIN orders o ON o.id = i.order_id
  WHERE order_is_revenue(o) AND coalesce(i.product_id, i.tour_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (item_type, item_brand, day, item_id) DO UPDATE SET
    units = s.units + excluded.units, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER order_items_sales_update ON order_items;--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_brand, OLD.product_id, OLD.tour_id, OLD.quantity, OLD.price, OLD.participants)
    IS DISTINCT FROM (NEW.order_id, NEW.product_brand, NEW.product_id, NEW.tour_id, NEW.quantity, NEW.price,
      NEW.participants))
  EXECUTE FUNCTION sales_lines_track();--> statement-breakpoint
-- The bookings already counted one unit for their whole line: their travellers, once (the
-- running months follow through sales_item_days' own trigger).
LOCK TABLE orders, order_items IN SHARE MODE;--> statement-breakpoint
UPDATE sales_item_days s SET units = s.units + d.delta
FROM (
  SELECT sales_day_of(o.created_at) AS day, i.tour_id, sum(i.participants - i.quantity) AS delta
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE order_is_revenue(o) AND i.tour_id IS NOT NULL AND i.participants IS NOT NULL
    AND i.participants <> i.quantity
  GROUP BY 1, 2
) d
WHERE s.item_type = 'tour' AND s.item_brand = 'igsum' AND s.day = d.day AND s.item_id = d.tour_id;
