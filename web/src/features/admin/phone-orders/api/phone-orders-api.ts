import type { AdminCatalogProduct } from '@shop/contract/catalog';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type {
  AdminCreatePhoneCustomerInput,
  AdminCreatePhoneOrderInput,
  AdminPhoneOrder,
  PhoneOrderCustomer,
  PhoneOrderCustomerPage,
} from '@shop/contract/phone-orders';
import { api } from '#web/lib/api-client.ts';

/** docs/phone-orders.md: the admin's calls of the Take an order tab, under /api/admin/phone-orders. */
const BASE = '/admin/phone-orders/';

export async function searchPhoneCustomers(q: string): Promise<PhoneOrderCustomerPage> {
  return (await api.get<PhoneOrderCustomerPage>(`${BASE}customers/`, { params: { q } })).data;
}

export async function createPhoneCustomer(body: AdminCreatePhoneCustomerInput): Promise<PhoneOrderCustomer> {
  return (await api.post<PhoneOrderCustomer>(`${BASE}customers/`, body)).data;
}

export async function createPhoneOrder(body: AdminCreatePhoneOrderInput): Promise<AdminPhoneOrder> {
  return (await api.post<AdminPhoneOrder>(BASE, body)).data;
}

export async function sendPayLink(orderId: number): Promise<{ queued: true; to: string }> {
  return (await api.post<{ queued: true; to: string }>(`${BASE}${orderId}/send-link/`)).data;
}

export async function pushNow(orderId: number): Promise<MobileMoneyAttempt> {
  return (await api.post<MobileMoneyAttempt>(`${BASE}${orderId}/push/`, {})).data;
}

/** The products an admin picks from: laptops or IGSUM products matching `search`, ten at a time. */
export async function searchProducts(
  brand: 'fursa' | 'igsum',
  search: string,
): Promise<AdminCatalogProduct[]> {
  const list = brand === 'fursa' ? 'products' : 'igsum-products';
  const { data } = await api.get<{ results: AdminCatalogProduct[] }>(`/admin/${list}/`, {
    params: { search, page_size: 10 },
  });
  return data.results;
}
