CREATE TABLE "alert_runs" (
	"kind" varchar(30) NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_runs_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_stock" boolean NOT NULL,
	"sold_out" boolean NOT NULL,
	"daily_summary" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_one_row" CHECK ("alert_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(10) NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_before" integer,
	"quantity_after" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"order_id" integer,
	"order_reference" varchar(32),
	"actor_id" integer,
	"actor_username" varchar(150),
	"sold_out_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_brand_valid" CHECK ("stock_ledger"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("brand","product_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_sold_out_idx" ON "stock_ledger" USING btree ("id") WHERE "stock_ledger"."sold_out_pending";--> statement-breakpoint
-- docs/stock.md, "The stock ledger": every change of a product's stock, whoever makes it, is one
-- row. Who and why come from the transaction's shop.stock_reason setting (JSON written by
-- db/stock-reason.ts); a write that gives none is still recorded, as 'unexplained'.
CREATE OR REPLACE FUNCTION record_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := coalesce(nullif(current_setting('shop.stock_reason', true), ''), '{}')::jsonb;
  before integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD.stock_quantity END;
  why text := coalesce(ctx->>'reason', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'unexplained' END);
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.stock_quantity = OLD.stock_quantity THEN RETURN NULL; END IF;
  INSERT INTO stock_ledger (brand, product_id, quantity_before, quantity_after, reason, order_id,
      order_reference, actor_id, actor_username, sold_out_pending)
    VALUES (NEW.brand, NEW.id, before, NEW.stock_quantity, why, (ctx->>'order_id')::integer,
      ctx->>'order_reference', (ctx->>'actor_id')::integer, ctx->>'actor_username',
      -- docs/messages.md, "Alerts": a sale that takes the last unit is announced at once.
      coalesce(before > 0, false) AND NEW.stock_quantity = 0 AND why IN ('order_sold', 'cod_delivered'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_ledger AFTER INSERT OR UPDATE OF stock_quantity ON products
  FOR EACH ROW EXECUTE FUNCTION record_stock_change();
