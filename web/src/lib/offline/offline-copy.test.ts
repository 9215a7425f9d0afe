import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { tokens } from '#web/lib/session-tokens.ts';
import { keepOfflineCopy, restoreOfflineCopy } from './offline-copy';

const CART = ['cart', 'fursa'];
const cart = { items: [{ id: 1, quantity: 1 }], total_items: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
});

describe("the signed-in customer's offline copy", () => {
  it('keeps the cart a failed reading could not refresh, so the next page opened offline still shows it', async () => {
    tokens.set({ access: 'a', refresh: 'r' });
    const online = new QueryClient();
    keepOfflineCopy(online);
    online.setQueryData(CART, cart);
    await settle();
    // The signal goes: the cart is read again and fails, as every retry does offline.
    await online
      .fetchQuery({ queryKey: CART, queryFn: () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    expect(online.getQueryState(CART)?.status).toBe('error');
    await settle();

    const offline = new QueryClient();
    restoreOfflineCopy(offline);
    expect(offline.getQueryData(CART)).toEqual(cart);
  });

  it('drops the copy with the session', async () => {
    tokens.set({ access: 'a', refresh: 'r' });
    const client = new QueryClient();
    keepOfflineCopy(client);
    client.setQueryData(CART, cart);
    await settle();
    tokens.clear();
    const next = new QueryClient();
    restoreOfflineCopy(next);
    expect(next.getQueryData(CART)).toBeUndefined();
  });
});
