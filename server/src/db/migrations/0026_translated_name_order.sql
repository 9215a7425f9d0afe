-- docs/decisions/0010-indexes-on-a-large-shop.md: IF NOT EXISTS, so a large shop can build this
-- index CONCURRENTLY beforehand (npm run db:index-concurrently) and this migration then finds it.
CREATE INDEX IF NOT EXISTS "product_translations_name_lower_idx" ON "product_translations" USING btree ("brand","locale",lower("name"));
