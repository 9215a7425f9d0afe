import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { AuditLogDialog } from './audit-log-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const entry = (id: number, action: string, entity_type: string) => ({
  id,
  actor: { id: 1, username: 'admin' },
  action,
  entity_type,
  entity_id: String(id),
  details: {},
  created_at: '2026-11-20T10:15:00Z',
});

describe('AuditLogDialog', () => {
  it('lists the actions in words and filters them by kind from the first page', async () => {
    const asked: { page: number; action?: string }[] = [];
    serveApi((config) => {
      const action = config.params?.action as string | undefined;
      asked.push({ page: config.params?.page, action });
      const all = [entry(9, 'user.role', 'user'), entry(8, 'category.create', 'tour_category')];
      const results = action ? all.filter((e) => e.action === action) : all;
      // Unfiltered, the log has a second page.
      const count = action ? results.length : 45;
      return { status: 200, data: { count, page: config.params?.page, page_size: 20, results } };
    });
    renderWithProviders(<AuditLogDialog open onOpenChange={() => {}} />, { user: admin });

    expect((await screen.findAllByRole('listitem')).map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Admin role changed user #9 by admin',
      'Category created tour_category #8 by admin',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, action: undefined }));

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Category created');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ page: 1, action: 'category.create' });

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Tour deleted');
    expect(await screen.findByText('No actions of this kind yet')).toBeInTheDocument();
  });

  it('shows times in Dar es Salaam and what an export or import was', async () => {
    const exported = {
      ...entry(7, 'export.orders', 'order'),
      details: {
        file: 'orders-2026-11-20.csv',
        filters: { from: '2026-11-01', search: '<b>Neema</b>' },
        rows: 42,
      },
    };
    const cut = {
      ...entry(6, 'export.customers', 'user'),
      details: { file: 'customers-2026-11-20.csv', filters: {} },
    };
    const imported = {
      ...entry(5, 'product.import', 'product'),
      details: { file: 'laptops.csv', created: 2, updated: 1, unchanged: 0 },
    };
    serveApi(() => ({
      status: 200,
      data: { count: 3, page: 1, page_size: 20, results: [exported, cut, imported] },
    }));
    renderWithProviders(<AuditLogDialog open onOpenChange={() => {}} />, { user: admin });

    const items = await screen.findAllByRole('listitem');
    // 10:15 UTC is 13:15 in Dar es Salaam, whatever zone the browser is in.
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual(
      Array(3).fill('20 Nov 2026, 13:15'),
    );
    expect(items.map((li) => li.querySelectorAll('p')[1]?.textContent)).toEqual([
      'File orders-2026-11-20.csv · Filters: from 2026-11-01, search <b>Neema</b> · 42 rows sent',
      'File customers-2026-11-20.csv · No filters · Download not finished',
      'File laptops.csv · 2 created, 1 updated, 0 unchanged',
    ]);
  });
});
