-- docs/decisions/0010-indexes-on-a-large-shop.md: IF NOT EXISTS, so a large shop can build these
-- indexes CONCURRENTLY beforehand (npm run db:index-concurrently) and this migration then finds them.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_stock_idx" ON "products" USING btree ("stock_quantity","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_phone_trgm_idx" ON "profiles" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_joined_idx" ON "users" USING btree ("date_joined","id");
