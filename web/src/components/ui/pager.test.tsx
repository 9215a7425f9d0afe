import { COUNT_CAP } from '@shop/contract/constants';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { Pager, type PagerProps } from './pager';

const userEvent = userEventLib.setup({ delay: null });

function renderPager(props: Partial<PagerProps>, route = '/') {
  const onPage = vi.fn();
  renderWithProviders(
    <Pager label="Order pages" page={1} pageSize={20} rows={20} onPage={onPage} {...props} />,
    {
      route,
    },
  );
  return onPage;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

describe('Pager', () => {
  it('steps through a counted list and stops at its last page', async () => {
    const onPage = renderPager({ page: 2, count: 45 });
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 2 of 3');
    await userEvent.click(next());
    await userEvent.click(previous());
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('shows nothing when the list fits on one page', () => {
    renderPager({ count: 20 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps going past the capped count while pages are full, and says the count is a floor', async () => {
    // docs/lists.md: COUNT_CAP + 1 means "more than COUNT_CAP"; page 51 of 20 rows is row 1,001 on.
    const onPage = renderPager({ page: 51, count: COUNT_CAP + 1, rows: 20 });
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 51 of 51+');
    expect(next()).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next());
    expect(onPage).toHaveBeenCalledWith(52);
  });

  it('ends a list without a count at its first short page', async () => {
    const onPage = renderPager({ page: 3, rows: 7 });
    expect(screen.getByRole('navigation')).toHaveTextContent(/^PreviousPage 3Next$/);
    await userEvent.click(next());
    expect(onPage).not.toHaveBeenCalled();
  });

  it('is worked from the keyboard', async () => {
    const onPage = renderPager({ page: 2, count: 60 });
    await userEvent.tab();
    expect(previous()).toHaveFocus();
    await userEvent.tab();
    expect(next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('keeps a disabled step focusable where the list ends', async () => {
    renderPager({ page: 3, count: 60 });
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    next().focus();
    expect(next()).toHaveFocus();
  });

  it('links the pages of a screen with an address, keeping its other parameters', () => {
    renderPager({ page: 2, count: 100, linked: true, anchor: 'tours' }, '/isml?page=2&lang=sw');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/isml?page=3&lang=sw#tours');
    // The first page is the address without `page`.
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/isml?lang=sw#tours');
  });
});
