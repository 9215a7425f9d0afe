import type { Tour } from '@shop/contract/tours';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOURS_PAGE_SIZE } from '#web/config/constants.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { TourPackages } from './tour-packages';

const userEvent = userEventLib.setup({ delay: null });

function makeTour(id: number, featured: boolean): Tour {
  return {
    id,
    title: `Tour ${id}`,
    slug: `tour-${id}`,
    description: 'Days in the bush.',
    price: '1000.00',
    original_price: null,
    currency: 'USD',
    category: 1,
    category_name: 'Adventure',
    image_url: null,
    duration: '3 days',
    difficulty_level: 'Easy',
    max_participants: 8,
    available_dates: ['2027-07-15'],
    highlights: [],
    is_featured: featured,
    is_active: true,
    rating: 0,
    review_count: 0,
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** The server's /igsum/tours/ over `tours` (featured first): its filter and its page. */
function serveTours(tours: Tour[]) {
  const asked: Record<string, unknown>[] = [];
  serveApi((config) => {
    const params = config.params as { featured?: string; page: number; page_size: number };
    asked.push(params);
    const matching = tours.filter((t) => params.featured === undefined || t.is_featured);
    const start = (params.page - 1) * params.page_size;
    return { status: 200, data: matching.slice(start, start + params.page_size) };
  });
  return asked;
}

const packages = <TourPackages anchor="tours" renderAction={() => null} />;

describe('TourPackages', () => {
  it('shows the featured tours a page at a time, the page in the address (docs/lists.md)', async () => {
    const featured = Array.from({ length: TOURS_PAGE_SIZE + 3 }, (_, i) => makeTour(i + 1, true));
    const asked = serveTours([...featured, makeTour(99, false)]);
    renderWithProviders(packages, { route: '/isml' });

    expect(await screen.findAllByRole('article')).toHaveLength(TOURS_PAGE_SIZE);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/isml?page=2#tours');
    await userEvent.click(next);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: `Tour ${TOURS_PAGE_SIZE + 3}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tour 99' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(asked.at(-1)).toMatchObject({ featured: 'true', page: 2, page_size: TOURS_PAGE_SIZE });
  }, 60_000);

  it('shows every tour when none is featured, from the page the address names', async () => {
    const tours = Array.from({ length: TOURS_PAGE_SIZE + 1 }, (_, i) => makeTour(i + 1, false));
    serveTours(tours);
    renderWithProviders(packages, { route: '/isml?page=2' });

    expect(await screen.findByRole('heading', { name: `Tour ${TOURS_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/isml#tours');
  }, 60_000);
});
