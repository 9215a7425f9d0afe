-- docs/decisions/0010-indexes-on-a-large-shop.md: IF NOT EXISTS, so a large shop can build this
-- index CONCURRENTLY beforehand (npm run db:index-concurrently) and this migration then finds it.
CREATE INDEX IF NOT EXISTS "products_rating_idx" ON "products" USING btree ("brand","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");
