CREATE TABLE "product_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_brand" varchar(10) NOT NULL,
	"product_id" integer,
	"serial" varchar(40) NOT NULL,
	"order_item_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_serials_product_serial_uq" UNIQUE("product_brand","product_id","serial"),
	CONSTRAINT "product_serials_brand_valid" CHECK ("product_serials"."product_brand" in ('fursa', 'igsum')),
	CONSTRAINT "product_serials_serial_safe" CHECK ("product_serials"."serial" ~ '^[A-Z0-9][A-Z0-9-]{2,39}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "product_serials" ADD CONSTRAINT "product_serials_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_serials" ADD CONSTRAINT "product_serials_product_fk" FOREIGN KEY ("product_brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_serials_serial_idx" ON "product_serials" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "product_serials_order_item_idx" ON "product_serials" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" between 0 and 120);--> statement-breakpoint
-- docs/serials-and-warranty.md: the demo shop promises a 3-month laptop warranty
-- (LAPTOP_WARRANTY_MONTHS); IGSUM products start with none. Lines sold before keep that promise.
UPDATE "products" SET "warranty_months" = 3 WHERE "brand" = 'fursa';--> statement-breakpoint
UPDATE "order_items" SET "warranty_months" = CASE WHEN "product_brand" = 'fursa' THEN 3 ELSE 0 END
  WHERE "product_brand" IS NOT NULL;--> statement-breakpoint
-- Every way a line is made (a checkout, an order an admin takes, a test's builder) gets its
-- product's warranty of that moment, unless it gives its own.
CREATE FUNCTION "order_item_warranty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.warranty_months IS NULL AND NEW.product_id IS NOT NULL THEN
    NEW.warranty_months := (SELECT p.warranty_months FROM products p
      WHERE p.brand = NEW.product_brand AND p.id = NEW.product_id);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_warranty" BEFORE INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_item_warranty"();
