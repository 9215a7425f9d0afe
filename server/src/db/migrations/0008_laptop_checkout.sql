CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(20),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_type_valid" CHECK ("order_events"."type" in ('placed', 'paid', 'status'))
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_over" numeric(14, 2) NOT NULL,
	"fee_dar_es_salaam" numeric(14, 2) NOT NULL,
	"fee_other_regions" numeric(14, 2) NOT NULL,
	"cash_on_delivery_enabled" boolean NOT NULL,
	"cash_on_delivery_max" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_valid" CHECK ("orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_nonneg" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_nonneg" CHECK ("products"."held_quantity" >= 0);--> statement-breakpoint
-- Orders placed before the checkout had no fee: their lines' total is their subtotal, and a
-- product order without an address counts as collected at the shop (docs/delivery.md).
UPDATE "orders" SET "subtotal" = "total_amount";--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'pickup' WHERE "kind" = 'product_order';--> statement-breakpoint
-- Open product orders placed before holds existed hold their units from now on, as new ones do
-- (docs/stock.md); cancelled and sold ones hold nothing.
UPDATE "orders" SET "seats_released" = true
  WHERE "kind" = 'product_order' AND ("status" = 'cancelled' OR "stock_deducted");--> statement-breakpoint
UPDATE "products" SET "held_quantity" = "held"."units"
  FROM (
    SELECT "order_items"."product_brand", "order_items"."product_id", sum("order_items"."quantity") AS "units"
    FROM "order_items" JOIN "orders" ON "orders"."id" = "order_items"."order_id"
    WHERE "orders"."kind" = 'product_order' AND NOT "orders"."seats_released"
      AND "order_items"."product_id" IS NOT NULL
    GROUP BY 1, 2
  ) AS "held"
  WHERE "products"."brand" = "held"."product_brand" AND "products"."id" = "held"."product_id";--> statement-breakpoint
-- Their timeline starts with what is known: when each was placed and, if so, paid.
INSERT INTO "order_events" ("order_id", "type", "created_at")
  SELECT "id", 'placed', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "created_at")
  SELECT "id", 'paid', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;
