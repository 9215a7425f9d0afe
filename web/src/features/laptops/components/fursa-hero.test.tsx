import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { FursaHero } from './fursa-hero';

describe('FursaHero', () => {
  it("advertises the admin's free-delivery threshold", async () => {
    const server = serveApi(() => ({
      status: 200,
      data: { ...DEFAULT_DELIVERY_SETTINGS, free_delivery_over: '1500000.00' },
    }));
    renderWithProviders(<FursaHero />);
    expect(await screen.findByText('On orders over TSh 1,500,000')).toBeInTheDocument();
    expect(server.sent.map((r) => r.url)).toEqual(['/fursa/delivery/']);
  });

  it('holds only terms and their values in each of its figures, icon inside the value, as HTML allows in a dl', async () => {
    serveApi(() => ({ status: 200, data: DEFAULT_DELIVERY_SETTINGS }));
    const { container } = renderWithProviders(<FursaHero />);
    await screen.findByText(/On orders over/);
    const groups = [...container.querySelectorAll('dl > div')];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
      expect(group.querySelector('dd svg')).not.toBeNull();
    }
  });

  it('speaks Swahili on a Swahili page, shillings as Tanzania writes them', async () => {
    serveApi(() => ({
      status: 200,
      data: { ...DEFAULT_DELIVERY_SETTINGS, free_delivery_over: '1500000.00' },
    }));
    renderWithProviders(<FursaHero />, { locale: 'sw' });
    expect(
      screen.getByRole('heading', { name: 'Kompyuta mpakato kwa kazi, masomo na burudani' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Kwa oda zaidi ya TSh 1,500,000')).toBeInTheDocument();
  });
});
