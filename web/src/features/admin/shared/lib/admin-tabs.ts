import {
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Package,
  Send,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Users,
} from 'lucide-react';

/** docs/admin-dashboard.md: the ten admin tabs, in sidebar order; the id is the `?tab=` value. */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'products', label: 'FURSA Products', icon: Package },
  { id: 'igsum-products', label: 'IGSUM Products', icon: ShoppingBag },
  { id: 'tours', label: 'Tours', icon: MapIcon },
  { id: 'categories', label: 'Categories', icon: FolderTree },
  { id: 'orders', label: 'Orders', icon: ShoppingCart },
  { id: 'messages', label: 'Contact Messages', icon: Mail },
  { id: 'outbox', label: 'Outbox', icon: Send },
  { id: 'users', label: 'User Management', icon: Users },
  { id: 'settings', label: 'Settings', icon: Settings },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}
