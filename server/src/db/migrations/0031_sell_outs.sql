CREATE TABLE "sell_outs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(10) NOT NULL,
	"product_id" integer NOT NULL,
	"order_reference" varchar(32),
	"pending" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_outs_brand_valid" CHECK ("sell_outs"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
ALTER TABLE "sell_outs" ADD CONSTRAINT "sell_outs_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_outs_pending_idx" ON "sell_outs" USING btree ("id") WHERE "sell_outs"."pending";--> statement-breakpoint
-- A sold-out alert marked on the ledger and not yet queued is carried over, not lost.
INSERT INTO "sell_outs" ("brand", "product_id", "order_reference", "created_at")
  SELECT "brand", "product_id", "order_reference", "created_at" FROM "stock_ledger"
  WHERE "sold_out_pending" ORDER BY "id";--> statement-breakpoint
DROP INDEX "stock_ledger_sold_out_idx";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP COLUMN "sold_out_pending";--> statement-breakpoint
-- docs/stock.md, "The stock ledger": as in migration 0024, without the sold-out mark, which
-- sell_outs now keeps.
CREATE OR REPLACE FUNCTION record_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := coalesce(nullif(current_setting('shop.stock_reason', true), ''), '{}')::jsonb;
  before integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD.stock_quantity END;
  why text := coalesce(ctx->>'reason', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'unexplained' END);
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.stock_quantity = OLD.stock_quantity THEN RETURN NULL; END IF;
  INSERT INTO stock_ledger (brand, product_id, quantity_before, quantity_after, reason, order_id,
      order_reference, actor_id, actor_username)
    VALUES (NEW.brand, NEW.id, before, NEW.stock_quantity, why, (ctx->>'order_id')::integer,
      ctx->>'order_reference', (ctx->>'actor_id')::integer, ctx->>'actor_username');
  RETURN NULL;
END $$;--> statement-breakpoint
-- docs/messages.md, "Alerts": the shop shows a product sold out as soon as what a shopper can buy
-- (stock less held units, docs/stock.md) is 0, so the alert goes then: when a hold takes the last
-- available unit, or a sale of units no order held does. A sale of held units leaves the figure
-- where the hold put it (stock and hold fall together), so one sell-out is announced once; an
-- admin lowering the stock is no sale and announces nothing.
CREATE OR REPLACE FUNCTION record_sell_out() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := coalesce(nullif(current_setting('shop.stock_reason', true), ''), '{}')::jsonb;
BEGIN
  IF NEW.held_quantity > OLD.held_quantity OR ctx->>'reason' IN ('order_sold', 'cod_delivered') THEN
    INSERT INTO sell_outs (brand, product_id, order_reference)
      VALUES (NEW.brand, NEW.id, ctx->>'order_reference');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_sell_out AFTER UPDATE OF stock_quantity, held_quantity ON products
  FOR EACH ROW WHEN (OLD.stock_quantity - OLD.held_quantity > 0 AND NEW.stock_quantity - NEW.held_quantity <= 0)
  EXECUTE FUNCTION record_sell_out();
