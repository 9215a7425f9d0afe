-- The FURSA store advertises the delivery terms (GET /api/fursa/delivery/), a cached public read:
-- a change of the settings empties every process's catalogue cache, as catalogue writes do
-- (docs/decisions/0003-catalogue-cache-invalidated-by-triggers.md).
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
