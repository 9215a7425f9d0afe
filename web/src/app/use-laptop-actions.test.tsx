import type { CatalogProduct } from '@shop/contract/catalog';
import { refusalMessage } from '@shop/contract/refusals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { useLaptopActions } from './use-laptop-actions';

const laptop = { id: 12, name: 'HP 250 G9' } as CatalogProduct;

function AddButton() {
  const actions = useLaptopActions();
  return (
    <button type="button" onClick={() => actions.onAddToCart(laptop)}>
      add
    </button>
  );
}

/** The cart answers empty; adding answers the server's refusal of a sold-out laptop. */
function serveSoldOut() {
  const reason = { name: 'productOutOfStock', params: {} } as const;
  const message = refusalMessage(reason.name, reason.params);
  serveApi((config) =>
    config.method === 'get'
      ? { status: 200, data: { items: [], item_count: 0, subtotal: '0.00', currency: 'TZS' } }
      : {
          status: 409,
          data: { status: 409, code: 'conflict', message, fields: { quantity: [message] }, reason },
        },
  );
}

describe('adding a laptop to the cart', () => {
  it("says a sold-out laptop in the page's language (docs/i18n.md, server reasons)", async () => {
    serveSoldOut();
    renderWithProviders(<AddButton />, { user: makeUser(), locale: 'sw' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }));

    expect(await screen.findByText('Bidhaa hii imeisha.')).toBeInTheDocument();
    expect(screen.getByText('Imeshindikana')).toBeInTheDocument();
    expect(screen.queryByText('This product is out of stock.')).not.toBeInTheDocument();
  });

  it("says the server's English on an English page", async () => {
    serveSoldOut();
    renderWithProviders(<AddButton />, { user: makeUser() });

    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }));

    expect(await screen.findByText('This product is out of stock.')).toBeInTheDocument();
  });
});
