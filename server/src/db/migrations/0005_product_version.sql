ALTER TABLE "igsum_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "laptop_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every writer of a product row (admin saves, orders marked sold or cancelled) moves the version
-- on, so an admin save made from an older form is refused instead of writing back old values.
-- Ratings and review counts are left out: a new review does not make an admin's form stale.
CREATE FUNCTION "bump_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.description, NEW.price, NEW.original_price, NEW.image, NEW.image_url,
      NEW.stock_quantity, NEW.is_active, NEW.specifications, NEW.category_id)
     IS DISTINCT FROM
     (OLD.name, OLD.description, OLD.price, OLD.original_price, OLD.image, OLD.image_url,
      OLD.stock_quantity, OLD.is_active, OLD.specifications, OLD.category_id) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "laptop_products_version" BEFORE UPDATE ON "laptop_products"
  FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();--> statement-breakpoint
CREATE TRIGGER "igsum_products_version" BEFORE UPDATE ON "igsum_products"
  FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();
