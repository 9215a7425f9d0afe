CREATE TABLE "fursa_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fursa_cart_user_product_uq" UNIQUE("user_id","product_id"),
	CONSTRAINT "fursa_cart_quantity_pos" CHECK ("fursa_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "fursa_wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fursa_wishlist_user_product_uq" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "igsum_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igsum_cart_user_product_uq" UNIQUE("user_id","product_id"),
	CONSTRAINT "igsum_cart_quantity_pos" CHECK ("igsum_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "igsum_wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igsum_wishlist_user_product_uq" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "igsum_product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igsum_product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "igsum_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"original_price" numeric(14, 2),
	"image" varchar(300),
	"image_url" varchar(1000),
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "igsum_products_stock_nonneg" CHECK ("igsum_products"."stock_quantity" >= 0),
	CONSTRAINT "igsum_products_price_nonneg" CHECK ("igsum_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "laptop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"original_price" numeric(14, 2),
	"image" varchar(300),
	"image_url" varchar(1000),
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "laptop_products_stock_nonneg" CHECK ("laptop_products"."stock_quantity" >= 0),
	CONSTRAINT "laptop_products_price_nonneg" CHECK ("laptop_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"icon" varchar(30) DEFAULT 'laptop' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_username" varchar(150) NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(60) NOT NULL,
	"entity_id" varchar(60),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"business_type" varchar(10) NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(150) NOT NULL,
	"text" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"role" varchar(150) DEFAULT '' NOT NULL,
	"location" varchar(150) DEFAULT '' NOT NULL,
	"image" varchar(1000),
	"business_type" varchar(10) NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_business_valid" CHECK ("testimonials"."business_type" in ('fursa', 'igsum'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"laptop_product_id" integer,
	"igsum_product_id" integer,
	"tour_id" integer,
	"item_name" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"participants" integer,
	"tour_date" date,
	CONSTRAINT "order_items_quantity_pos" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"order_type" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"payment_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stock_deducted" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"seats_released" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_type_valid" CHECK ("orders"."order_type" in ('fursa', 'igsum')),
	CONSTRAINT "orders_currency_valid" CHECK ("orders"."currency" in ('TZS', 'USD')),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending','confirmed','processing','shipped','delivered','completed','sold','cancelled')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('pending','paid','failed','refunded')),
	CONSTRAINT "orders_total_nonneg" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_session_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payment_sessions_status_valid" CHECK ("payment_sessions"."status" in ('open','completed','cancelled','expired'))
);
--> statement-breakpoint
CREATE TABLE "igsum_product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "igsum_product_reviews_user_product_uq" UNIQUE("user_id","product_id"),
	CONSTRAINT "igsum_product_reviews_rating_range" CHECK ("igsum_product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "laptop_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "laptop_reviews_user_product_uq" UNIQUE("user_id","product_id"),
	CONSTRAINT "laptop_reviews_rating_range" CHECK ("laptop_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tour_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" integer NOT NULL,
	CONSTRAINT "tour_reviews_user_tour_uq" UNIQUE("user_id","tour_id"),
	CONSTRAINT "tour_reviews_rating_range" CHECK ("tour_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"image_url" varchar(1000) NOT NULL,
	"alt" varchar(300) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"date" date NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_departures_tour_date_uq" UNIQUE("tour_id","date"),
	CONSTRAINT "tour_departures_seats_nonneg" CHECK ("tour_departures"."seats_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"original_price" numeric(14, 2),
	"category_id" integer NOT NULL,
	"image" varchar(300),
	"image_url" varchar(1000),
	"duration" varchar(50) NOT NULL,
	"difficulty_level" varchar(20) DEFAULT 'Moderate' NOT NULL,
	"max_participants" integer NOT NULL,
	"available_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_max_participants_pos" CHECK ("tours"."max_participants" > 0),
	CONSTRAINT "tours_price_nonneg" CHECK ("tours"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" varchar(150) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"country_code" varchar(5) DEFAULT '+255' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fursa_cart_items" ADD CONSTRAINT "fursa_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fursa_cart_items" ADD CONSTRAINT "fursa_cart_items_product_id_laptop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."laptop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fursa_wishlist_items" ADD CONSTRAINT "fursa_wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fursa_wishlist_items" ADD CONSTRAINT "fursa_wishlist_items_product_id_laptop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."laptop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_cart_items" ADD CONSTRAINT "igsum_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_cart_items" ADD CONSTRAINT "igsum_cart_items_product_id_igsum_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."igsum_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_wishlist_items" ADD CONSTRAINT "igsum_wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_wishlist_items" ADD CONSTRAINT "igsum_wishlist_items_product_id_igsum_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."igsum_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_products" ADD CONSTRAINT "igsum_products_category_id_igsum_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."igsum_product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laptop_products" ADD CONSTRAINT "laptop_products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_laptop_product_id_laptop_products_id_fk" FOREIGN KEY ("laptop_product_id") REFERENCES "public"."laptop_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_igsum_product_id_igsum_products_id_fk" FOREIGN KEY ("igsum_product_id") REFERENCES "public"."igsum_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_product_reviews" ADD CONSTRAINT "igsum_product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igsum_product_reviews" ADD CONSTRAINT "igsum_product_reviews_product_id_igsum_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."igsum_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laptop_reviews" ADD CONSTRAINT "laptop_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laptop_reviews" ADD CONSTRAINT "laptop_reviews_product_id_laptop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."laptop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fursa_wishlist_product_idx" ON "fursa_wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "igsum_wishlist_product_idx" ON "igsum_wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "igsum_products_category_idx" ON "igsum_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "igsum_products_price_idx" ON "igsum_products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "igsum_products_created_idx" ON "igsum_products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "igsum_products_name_lower_idx" ON "igsum_products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "laptop_products_category_idx" ON "laptop_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "laptop_products_price_idx" ON "laptop_products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "laptop_products_created_idx" ON "laptop_products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "laptop_products_name_lower_idx" ON "laptop_products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_uq" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "testimonials_business_idx" ON "testimonials" USING btree ("business_type","is_approved");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_tour_date_idx" ON "order_items" USING btree ("tour_id","tour_date");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "igsum_product_reviews_product_idx" ON "igsum_product_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "laptop_reviews_product_idx" ON "laptop_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tour_reviews_tour_idx" ON "tour_reviews" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tours_category_idx" ON "tours" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tours_price_idx" ON "tours" USING btree ("price");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));