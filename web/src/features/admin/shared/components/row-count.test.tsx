import { COUNT_CAP } from '@shop/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { RowCount } from './row-count';

describe('RowCount', () => {
  it('formats the count and reads 1,000+ once the server stopped counting', () => {
    for (const [count, shown] of [
      [COUNT_CAP + 1, '1,000+ orders'],
      [1, '1 order'],
      [999, '999 orders'],
    ] as const) {
      const { unmount } = renderWithProviders(<RowCount count={count} text="admin.rows.orders" />);
      expect(screen.getByRole('status')).toHaveTextContent(shown);
      unmount();
    }
  });
});
