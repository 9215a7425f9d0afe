-- docs/lists.md, "Exact searches": a customer's Tanzanian mobile number as +255 and nine digits,
-- however it was written in the profile ("0754 123 456", "754123456", "255-754-123-456"), by the
-- rule the checkout applies to a delivery phone (TanzanianPhone, contract/src/delivery.ts); null for
-- another country's code or anything that is not such a number. The admin's search by a whole
-- number then reads one index entry, where the trigram index matched the digits as written.
CREATE OR REPLACE FUNCTION tz_phone_key(country_code text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN country_code = '+255' AND d ~ '^(255|0)?[67][0-9]{8}$' THEN '+255' || right(d, 9) END
  FROM regexp_replace(phone, '[^0-9]', '', 'g') d
$$;--> statement-breakpoint
-- One row per customer (50,000 at a hundred times the demo: well under a second to build), so this
-- migration builds it itself, unmarked for the concurrent builds of docs/decisions/0010, which run
-- only a migration's CREATE INDEX statements and would not have the function.
CREATE INDEX IF NOT EXISTS "profiles_phone_key_idx" ON "profiles" USING btree (tz_phone_key("country_code", "phone"));
