-- A shop at {{F}} times the issue's "100x" size (1 = 10,000 laptops, 200,000 orders), built
-- in SQL on a freshly migrated, empty database. setseed() makes every run build the same shop.
-- Placeholders: {{F}} (the factor) and {{HASH}} (the password hash every customer gets).
select setseed(0.42);

insert into product_categories (brand, name, slug, icon)
select 'fursa', 'Laptops ' || c, 'laptops-' || c, 'laptop'
from generate_series(1, greatest(3, round(60 * {{F}})::int)) c;
insert into product_categories (brand, name, slug, icon)
select 'igsum', 'Products ' || c, 'products-' || c, 'laptop'
from generate_series(1, greatest(2, round(20 * {{F}})::int)) c;

-- Laptops: prices 300,000 to 5,000,000 TZS in thousands, most stock in 0..60, a fifth at 10 or under.
insert into products (brand, name, description, price, original_price, stock_quantity, is_active,
  specifications, category_id, created_at, rating, review_count)
select 'fursa',
  (array['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Apple', 'MSI', 'Toshiba'])[1 + i % 8] || ' '
    || (array['Latitude', 'ProBook', 'ThinkPad', 'VivoBook', 'Aspire', 'MacBook', 'Prestige', 'Satellite'])[1 + (i / 8) % 8]
    || ' ' || (1000 + i),
  'A reliable laptop with a long battery life, model ' || i || '.',
  (300 + floor(random() * random() * 4700)) * 1000,
  case when i % 7 = 0 then 5500000 end,
  s.stock, s.stock > 0 or i % 9 = 0,
  '["8 GB RAM", "256 GB SSD", "14 inch"]'::jsonb,
  (select min(id) from product_categories where brand = 'fursa')
    + floor(random() * (select count(*) from product_categories where brand = 'fursa'))::int,
  now() - interval '730 days' * random(), 0, 0
from generate_series(1, greatest(1, round(10000 * {{F}})::int)) i,
  lateral (select case when random() < 0.2 then floor(random() * 11)::int else 11 + floor(random() * 50)::int end + i * 0 as stock) s;

insert into products (brand, name, description, price, stock_quantity, is_active, category_id, created_at)
select 'igsum', 'IGSUM item ' || i, 'Made in Tanzania, item ' || i || '.',
  (5 + floor(random() * 495))::numeric, s.stock, s.stock > 0,
  (select min(id) from product_categories where brand = 'igsum')
    + floor(random() * (select count(*) from product_categories where brand = 'igsum'))::int,
  now() - interval '730 days' * random()
from generate_series(1, greatest(1, round(3000 * {{F}})::int)) i,
  lateral (select case when random() < 0.2 then floor(random() * 11)::int else 11 + floor(random() * 90)::int end + i * 0 as stock) s;

-- Swahili texts (docs/catalogue.md, "Languages"): every laptop's description and two in three
-- laptops' names, every IGSUM product's name and description.
insert into product_translations (brand, product_id, locale, name, description)
select brand, id, 'sw', case when brand = 'igsum' or id % 3 <> 0 then 'Kompyuta ' || name end,
  'Maelezo ya bidhaa nambari ' || id || '.'
from products;

insert into tour_categories (name, slug)
select 'Tours ' || c, 'tours-' || c from generate_series(1, 10) c;

-- Tours: 24 weekly departures each, the first six already past.
insert into tours (title, description, price, category_id, duration, difficulty_level, max_participants,
  available_dates, highlights, is_featured, created_at)
select 'Safari ' || i, 'Days in the parks of the north, tour ' || i || '.', 100 + floor(random() * 2900),
  (select min(id) from tour_categories) + i % 10, (2 + i % 10) || ' days',
  (array['Easy', 'Moderate', 'Challenging'])[1 + i % 3], 8 + i % 20,
  array(select current_date + (7 * (k - 6)) from generate_series(0, 23) k),
  '["Game drives", "Camping"]'::jsonb, i % 10 = 0, now() - interval '730 days' * random()
from generate_series(1, greatest(3, round(300 * {{F}})::int)) i;

insert into tour_departures (tour_id, date, seats_taken)
select t.id, d, floor(random() * 6)::int from tours t, unnest(t.available_dates) d;

-- Customers: names from short lists, phones 7XXXXXXXX, joined over two years.
insert into users (username, email, password_hash, date_joined)
select 'customer' || i, 'customer' || i || '@example.com', '{{HASH}}',
  now() - interval '730 days' + interval '730 days' * (i::float / round(50000 * {{F}}))
from generate_series(1, round(50000 * {{F}})::int) i;
insert into profiles (user_id, full_name, phone, address)
select id,
  (array['Amina', 'Baraka', 'Neema', 'Juma', 'Rehema', 'Hamisi', 'Zawadi', 'Salim', 'Mwajuma', 'Elia'])[1 + id % 10]
    || ' ' || (array['Mushi', 'Mollel', 'Kimaro', 'Swai', 'Massawe', 'Lyimo', 'Temba', 'Urio', 'Shirima', 'Mrema', 'Kessy'])[1 + (id / 10) % 11]
    || ' ' || id,
  '7' || lpad(((id * 7919) % 100000000)::text, 8, '0'), 'Arusha'
from users;

-- Orders over two years, ids in time order; a few customers order a lot (user ~ r^1.5).
-- Half sold, the rest spread over the other statuses; 70% laptops, 10% IGSUM products, 20% tours.
create temporary table bench_orders as
select i,
  (select min(id) from users) + floor(round(50000 * {{F}}) * power(random(), 1.5))::int as user_id,
  case when i % 10 < 7 then 'fursa' else 'igsum' end as brand,
  case when i % 10 < 8 then 'product_order' else 'tour_booking' end as kind,
  (array['sold', 'sold', 'sold', 'sold', 'sold', 'sold', 'sold', 'sold', 'sold', 'sold',
    'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'delivered', 'completed', 'completed',
    'cancelled', 'cancelled'])[1 + floor(random() * 20)::int] as status,
  now() - interval '730 days' + interval '730 days' * (i::float / round(200000 * {{F}}))
    + interval '1 hour' * random() as created_at
from generate_series(1, round(200000 * {{F}})::int) i;

insert into orders (order_id, user_id, brand, kind, currency, total_amount, subtotal, payment_method,
  payment_status, status, fulfilment, stock_deducted, seats_released, paid_at, created_at, updated_at)
select (case when brand = 'fursa' then 'FUR-' else 'IGS-' end) || upper(lpad(to_hex(i * 7919 + 65536), 7, '0')),
  user_id, brand, kind, case when brand = 'fursa' then 'TZS' else 'USD' end,
  case when brand = 'fursa' then (300 + (i * 37) % 4700) * 1000 else 50 + (i * 13) % 2950 end,
  case when brand = 'fursa' then (300 + (i * 37) % 4700) * 1000 else 50 + (i * 13) % 2950 end,
  case when i % 3 = 0 then 'cash_on_delivery' else 'mobile_money' end,
  case when status in ('sold', 'completed', 'delivered', 'shipped', 'processing') then 'paid' else 'pending' end,
  status, case when kind = 'product_order' then 'pickup' end,
  status = 'sold', true,
  case when status in ('sold', 'completed', 'delivered', 'shipped', 'processing') then created_at end,
  created_at, created_at
from bench_orders order by i;

insert into order_items (order_id, product_brand, product_id, item_name, quantity, price)
select o.id, o.brand, p.lo + (o.id * 31 + k * 17) % p.n, 'Item ' || k, 1 + k % 2, o.subtotal
from orders o
join (select brand, min(id) lo, count(*) n from products group by brand) p on p.brand = o.brand
cross join lateral generate_series(1, 1 + o.id % 3) k
where o.kind = 'product_order';

insert into order_items (order_id, tour_id, item_name, quantity, price, participants, tour_date)
select o.id, t.lo + o.id % t.n, 'Safari', 1, o.subtotal, 1 + o.id % 4, current_date + 7 * (o.id % 18)
from orders o, (select min(id) lo, count(*) n from tours) t
where o.kind = 'tour_booking';

insert into order_events (order_id, type, note, created_at)
select id, 'placed', '', created_at from orders;

-- Reviews: a customer reviews a product once.
insert into product_reviews (brand, product_id, user_id, rating, comment, created_at)
select p.brand, p.id, u.lo + (i * 7) % u.n, 1 + floor(random() * 5)::int, 'Good value.',
  now() - interval '700 days' * random()
from generate_series(1, round(100000 * {{F}})::int) i
cross join (select min(id) lo, count(*) n from users) u
cross join (select min(id) lo, count(*) n from products) r
join products p on p.id = r.lo + (i * 13) % r.n
on conflict do nothing;
update products p set review_count = r.n, rating = r.avg
from (select brand, product_id, count(*) n, round(avg(rating), 2) avg from product_reviews group by 1, 2) r
where r.brand = p.brand and r.product_id = p.id;

insert into contact_messages (name, email, subject, message, business_type, is_read, created_at)
select 'Visitor ' || i, 'visitor' || i || '@example.com', 'Question ' || i, 'Do you deliver to Moshi?',
  case when i % 2 = 0 then 'fursa' else 'igsum' end, random() < 0.8,
  now() - interval '730 days' + interval '730 days' * (i::float / round(20000 * {{F}}))
from generate_series(1, round(20000 * {{F}})::int) i;

insert into audit_log (actor_username, action, entity_type, entity_id, details, created_at)
select 'admin', (array['order.status', 'product.update', 'product.create', 'user.role'])[1 + i % 4],
  'order', (1 + i % 1000)::text, '{"from": "pending", "to": "sold"}'::jsonb,
  now() - interval '730 days' + interval '730 days' * (i::float / round(200000 * {{F}}))
from generate_series(1, round(200000 * {{F}})::int) i;

insert into outbox_messages (key, channel, kind, recipient, subject, body_text, status, attempts, sent_at,
  next_attempt_at, created_at)
select 'bench:' || i, case when i % 3 = 0 then 'sms' else 'email' end, 'order_placed',
  'customer' || (i % 1000) || '@example.com', 'Your order', 'Thank you for your order.',
  case when i % 100 = 0 then 'failed' else 'sent' end, 1, now() - interval '1 day',
  now() - interval '1 day',
  now() - interval '730 days' + interval '730 days' * (i::float / round(200000 * {{F}}))
from generate_series(1, round(200000 * {{F}})::int) i;

