import type { GalleryImage, Tour, TourCategory, TourDetail } from '@shop/contract/tours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, tourDepartures, tourReviews } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeTour, makeTourCategory } from '#server/test/builders.ts';

let t: TestApp;
let adventure: Awaited<ReturnType<typeof makeTourCategory>>;
let cultural: Awaited<ReturnType<typeof makeTourCategory>>;
const ids: Record<string, number> = {};

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  adventure = await makeTourCategory(db, { name: 'Adventure' });
  cultural = await makeTourCategory(db, { name: 'Cultural' });
  ids.safari = (
    await makeTour(db, {
      categoryId: adventure.id,
      title: 'Classic Safari Experience',
      description: 'Serengeti and Ngorongoro game drives',
      price: '5000.00',
      originalPrice: '5880.00',
      difficultyLevel: 'Moderate',
      maxParticipants: 12,
      availableDates: [inDays(60), inDays(-30), inDays(30)],
      highlights: ['Big Five', 'Crater floor'],
      isFeatured: true,
      imageUrl: '/media/demo/tours/safari.svg',
    })
  ).id;
  ids.kili = (
    await makeTour(db, {
      categoryId: adventure.id,
      title: 'Kilimanjaro Summit Trek',
      description: 'Machame route to Uhuru Peak',
      price: '4536.00',
      difficultyLevel: 'Expert',
      isFeatured: true,
    })
  ).id;
  ids.village = (
    await makeTour(db, {
      categoryId: cultural.id,
      title: 'Maasai Village Visit',
      description: 'A day with a Maasai family near Arusha',
      price: '300.00',
      difficultyLevel: 'Easy',
    })
  ).id;
  ids.hidden = (await makeTour(db, { categoryId: cultural.id, title: 'Retired Tour', isActive: false })).id;
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Tour[]).map((x) => x.title);
}

describe('GET /api/igsum/tours/', () => {
  it('lists active tours, featured first, as a plain array', async () => {
    expect(await list()).toEqual([
      'Classic Safari Experience',
      'Kilimanjaro Summit Trek',
      'Maasai Village Visit',
    ]);
  });

  it('returns the tour shape the landing page displays', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/igsum/tours/?featured=true&difficulty=Moderate',
    });
    const [safari] = res.json() as Tour[];
    expect(safari).toEqual<Tour>({
      id: ids.safari!,
      title: 'Classic Safari Experience',
      slug: 'classic-safari-experience',
      description: 'Serengeti and Ngorongoro game drives',
      price: '5000.00',
      original_price: '5880.00',
      currency: 'USD',
      category: adventure.id,
      category_name: 'Adventure',
      image_url: '/media/demo/tours/safari.svg',
      duration: '7 days',
      difficulty_level: 'Moderate',
      max_participants: 12,
      available_dates: [inDays(-30), inDays(30), inDays(60)],
      highlights: ['Big Five', 'Crater floor'],
      is_featured: true,
      is_active: true,
      rating: 0,
      review_count: 0,
      created_at: expect.any(String),
    });
  });

  it('filters by category, difficulty, price, search and featured', async () => {
    expect(await list(`?category=${cultural.id}`)).toEqual(['Maasai Village Visit']);
    expect(await list('?difficulty=Expert')).toEqual(['Kilimanjaro Summit Trek']);
    expect(await list('?min_price=4000&max_price=4999.99')).toEqual(['Kilimanjaro Summit Trek']);
    expect(await list('?search=uhuru')).toEqual(['Kilimanjaro Summit Trek']);
    expect(await list('?search=MAASAI')).toEqual(['Maasai Village Visit']);
    expect(await list('?featured=false')).toEqual(['Maasai Village Visit']);
    expect(await list('?search=retired')).toEqual([]);
  });

  it.each([
    ['difficulty=Hard', 'difficulty'],
    ['category=x', 'category'],
    ['min_price=-5', 'min_price'],
    ['featured=perhaps', 'featured'],
  ])('refuses %s with a field error', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });
});

describe('GET /api/igsum/tours/{id}/', () => {
  it('returns the tour, its reviews and the seats left on each bookable date', async () => {
    const customer = await t.register();
    const { db } = t.database;
    await db
      .insert(tourReviews)
      .values({ tourId: ids.safari!, userId: customer.user.id, rating: 5, comment: 'Unforgettable' });
    await db.insert(tourDepartures).values({ tourId: ids.safari!, date: inDays(30), seatsTaken: 5 });
    const res = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/${ids.safari}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TourDetail;
    expect(body).toMatchObject({ id: ids.safari, title: 'Classic Safari Experience', max_participants: 12 });
    expect(body.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Unforgettable',
        user: { id: customer.user.id, username: customer.user.username },
      }),
    ]);
    // The past date stays in available_dates but cannot be booked.
    expect(body.departures).toEqual([
      { date: inDays(30), seats_left: 7 },
      { date: inDays(60), seats_left: 12 },
    ]);
  });

  it('answers 404 for an unknown or inactive tour', async () => {
    for (const id of [999999, ids.hidden]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/${id}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tour not found.');
    }
  });
});

describe('GET /api/igsum/categories/ and /api/igsum/gallery/', () => {
  it('lists tour categories in id order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/igsum/categories/' });
    expect(res.json()).toEqual<TourCategory[]>([
      { id: adventure.id, name: 'Adventure', slug: adventure.slug, description: '' },
      { id: cultural.id, name: 'Cultural', slug: cultural.slug, description: '' },
    ]);
  });

  it('lists gallery images by sort order', async () => {
    await t.database.db.insert(galleryImages).values([
      {
        title: 'Zanzibar',
        imageUrl: '/media/demo/gallery/zanzibar.svg',
        alt: 'Dhow at sunset',
        sortOrder: 2,
      },
      { title: 'Serengeti', imageUrl: '/media/demo/gallery/serengeti.svg', alt: 'Lions', sortOrder: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/igsum/gallery/' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as GalleryImage[];
    expect(body.map(({ title, image_url, alt }) => ({ title, image_url, alt }))).toEqual([
      { title: 'Serengeti', image_url: '/media/demo/gallery/serengeti.svg', alt: 'Lions' },
      { title: 'Zanzibar', image_url: '/media/demo/gallery/zanzibar.svg', alt: 'Dhow at sunset' },
    ]);
  });
});
