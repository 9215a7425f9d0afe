CREATE TABLE "booking_pickups" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"pickup_point_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_guides" (
	"departure_id" integer NOT NULL,
	"guide_id" integer NOT NULL,
	"date" date NOT NULL,
	"sms_queued_at" timestamp with time zone,
	CONSTRAINT "departure_guides_departure_id_guide_id_pk" PRIMARY KEY("departure_id","guide_id"),
	CONSTRAINT "departure_guides_guide_day_uq" UNIQUE("guide_id","date")
);
--> statement-breakpoint
CREATE TABLE "departure_seats" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"moved_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_vehicles" (
	"departure_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departure_vehicles_departure_id_vehicle_id_pk" PRIMARY KEY("departure_id","vehicle_id"),
	CONSTRAINT "departure_vehicles_vehicle_day_uq" UNIQUE("vehicle_id","date")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"country_code" varchar(5) DEFAULT '+255' NOT NULL,
	"locale" varchar(8) DEFAULT 'sw' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_user_uq" UNIQUE("user_id"),
	CONSTRAINT "guides_locale_known" CHECK ("guides"."locale" in ('en', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "tour_departure_times" (
	"tour_id" integer PRIMARY KEY NOT NULL,
	"departs_at" varchar(5) NOT NULL,
	CONSTRAINT "tour_departure_times_hhmm" CHECK ("tour_departure_times"."departs_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "tour_pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"offset_minutes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_pickup_points_lat" CHECK ("tour_pickup_points"."lat" between -90 and 90),
	CONSTRAINT "tour_pickup_points_lng" CHECK ("tour_pickup_points"."lng" between -180 and 180),
	CONSTRAINT "tour_pickup_points_offset" CHECK ("tour_pickup_points"."offset_minutes" between -720 and 720)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"plate" varchar(20) NOT NULL,
	"seats" integer NOT NULL,
	"unavailable_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_seats_range" CHECK ("vehicles"."seats" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "booking_pickups" ADD CONSTRAINT "booking_pickups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_pickups" ADD CONSTRAINT "booking_pickups_pickup_point_id_tour_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."tour_pickup_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_seats" ADD CONSTRAINT "departure_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_seats" ADD CONSTRAINT "departure_seats_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_seats" ADD CONSTRAINT "departure_seats_vehicle_fk" FOREIGN KEY ("departure_id","vehicle_id") REFERENCES "public"."departure_vehicles"("departure_id","vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_vehicles" ADD CONSTRAINT "departure_vehicles_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_vehicles" ADD CONSTRAINT "departure_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departure_times" ADD CONSTRAINT "tour_departure_times_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_pickup_points" ADD CONSTRAINT "tour_pickup_points_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_guides_date_idx" ON "departure_guides" USING btree ("date");--> statement-breakpoint
CREATE INDEX "departure_seats_departure_idx" ON "departure_seats" USING btree ("departure_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "tour_pickup_points_tour_idx" ON "tour_pickup_points" USING btree ("tour_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_uq" ON "vehicles" USING btree (upper("plate"));