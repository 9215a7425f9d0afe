import {
  Bus,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Mountain,
  Package,
  PhoneCall,
  ReceiptText,
  ScanBarcode,
  Send,
  Settings,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  TicketPercent,
  Undo2,
  Users,
  UsersRound,
} from 'lucide-react';
import type { MessageKey } from '#web/i18n/i18n.ts';

/** docs/admin-dashboard.md: the admin tabs, in sidebar order; the id is the `?tab=` value, the label
 * its text's key (section `admin`). */
export const ADMIN_TABS = [
  { id: 'overview', label: 'admin.tab.overview', icon: LayoutDashboard },
  { id: 'products', label: 'admin.tab.products', icon: Package },
  { id: 'igsum-products', label: 'admin.tab.igsumProducts', icon: ShoppingBag },
  { id: 'tours', label: 'admin.tab.tours', icon: MapIcon },
  // docs/tours-pricing.md: the admin's side of bookings with terms, and the parks' dated fees.
  { id: 'tour-bookings', label: 'adminTours.tab.bookings', icon: UsersRound },
  { id: 'parks', label: 'adminTours.tab.parks', icon: Mountain },
  // docs/departures.md: each day's departures, their vehicles, guides, pickups and manifests.
  { id: 'departures', label: 'adminDepartures.tab', icon: Bus },
  { id: 'categories', label: 'admin.tab.categories', icon: FolderTree },
  { id: 'orders', label: 'admin.tab.orders', icon: ShoppingCart },
  // docs/phone-orders.md: an order taken for a customer by phone, WhatsApp or at the counter.
  { id: 'take-order', label: 'adminPhoneOrders.tab', icon: PhoneCall },
  // docs/receipts.md: the receipts of the payments taken, their way to TRA, and the day's Z report.
  { id: 'receipts', label: 'adminReceipts.tab', icon: ReceiptText },
  // docs/serials-and-warranty.md: a laptop's serial: its sale, customer and warranty.
  { id: 'serials', label: 'adminOrders.serials.tab', icon: ScanBarcode },
  // docs/returns.md: return and repair requests, their steps and the brands' return windows.
  { id: 'returns', label: 'adminOrders.returns.tab', icon: Undo2 },
  { id: 'discounts', label: 'admin.tab.discounts', icon: TicketPercent },
  { id: 'messages', label: 'admin.tab.messages', icon: Mail },
  { id: 'outbox', label: 'admin.tab.outbox', icon: Send },
  { id: 'users', label: 'admin.tab.users', icon: Users },
  // docs/privacy.md: customers' data requests and the breach register.
  { id: 'privacy', label: 'adminPrivacy.tab', icon: ShieldCheck },
  { id: 'settings', label: 'admin.tab.settings', icon: Settings },
] as const satisfies readonly { id: string; label: MessageKey; icon: LucideIcon }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}
