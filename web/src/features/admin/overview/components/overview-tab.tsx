import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  DollarSign,
  type LucideIcon,
  Map as MapIcon,
  Package,
  ShoppingCart,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { STOCK_TEXT_CLASS, stockTone } from '#web/components/ui/stock-tone.ts';
import { useAdminStats } from '#web/features/admin/overview/api/get-admin-stats.ts';
import { useLowStock } from '#web/features/admin/overview/api/get-low-stock.ts';
import { SalesPanel } from '#web/features/admin/sales/components/sales-panel.tsx';
import { useAdminProducts } from '#web/features/admin/shared/api/get-admin-products.ts';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { OrderStatusBadge } from '#web/features/admin/shared/components/order-status-badge.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { AttentionCard } from './attention-card';
import { BackupCard } from './backup-card';

/** docs/admin-dashboard.md: the overview lists the first 3 orders and 3 products. */
const OVERVIEW_ITEMS = 3;
const LOW_STOCK_PAGE_SIZE = 20;

export function OverviewTab() {
  const stats = useAdminStats();
  const { t } = useT();
  const products = useAdminProducts('products', { page: 1, page_size: OVERVIEW_ITEMS });
  const [lowStockPage, setLowStockPage] = usePageParam();
  const lowStock = useLowStock(lowStockPage, LOW_STOCK_PAGE_SIZE);

  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;

  return (
    <section className="grid gap-6">
      <TabHeader title={t('adminOverview.title')} description={t('adminOverview.description')} />
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        aria-label={t('adminOverview.statistics')}
      >
        <StatCard icon={Package} label={t('adminOverview.totalProducts')} value={s?.total_products} />
        <StatCard icon={ShoppingCart} label={t('adminOverview.totalOrders')} value={s?.total_orders} />
        <StatCard icon={Users} label={t('adminOverview.totalUsers')} value={s?.total_users} />
        <StatCard
          icon={DollarSign}
          label={t('adminOverview.revenue')}
          value={
            s ? (
              <span className="grid gap-0.5 text-xl">
                <span>{formatMoney(s.total_revenue.TZS, 'TZS')}</span>
                <span>{formatMoney(s.total_revenue.USD, 'USD')}</span>
              </span>
            ) : undefined
          }
        />
        <StatCard icon={CheckCircle2} label={t('adminOverview.soldOrders')} value={s?.sold_orders} />
        <StatCard icon={Clock} label={t('adminOverview.pendingOrders')} value={s?.pending_orders} />
        <StatCard icon={MapIcon} label={t('adminOverview.totalTours')} value={s?.total_tours} />
      </ul>

      <SalesPanel />

      <div className="grid gap-6 xl:grid-cols-2">
        <AttentionCard attention={s?.attention} receipts={s?.receipts} />
        <BackupCard backup={s?.backup} />
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t('adminOverview.recentOrders')}>
          {!s ? (
            <ListSkeleton />
          ) : s.recent_orders.length === 0 ? (
            <p className="text-muted">{t('adminOverview.noOrders')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {s.recent_orders.slice(0, OVERVIEW_ITEMS).map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{o.order_id}</p>
                    <p className="text-sm text-muted">
                      {t('adminOverview.user', { id: o.user.id, username: o.user.username })}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-semibold">{formatMoney(o.total_amount, o.currency)}</span>
                    <OrderStatusBadge status={o.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={t('adminOverview.productsOverview')}>
          {products.isPending ? (
            <ListSkeleton />
          ) : products.isError ? (
            <p className="text-muted">{t('adminOverview.productsFailed')}</p>
          ) : products.data.results.length === 0 ? (
            <p className="text-muted">{t('adminOverview.noProducts')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {products.data.results.map((p) => (
                <li key={p.id} className="flex items-center gap-3 py-3">
                  <ProductImage
                    src={p.image_url}
                    alt=""
                    width={48}
                    height={48}
                    placeholder="fursa"
                    className="size-12 rounded-lg"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{p.name}</p>
                    <p className="text-sm text-muted">{p.category_name}</p>
                  </div>
                  <div className="text-right text-sm">
                    <p className="font-semibold">{formatMoney(p.price, p.currency)}</p>
                    <p className={STOCK_TEXT_CLASS[stockTone(p.stock_quantity)]}>
                      {t('adminOverview.stock', { stock: p.stock_quantity })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <Panel title={t('adminOverview.lowStock')} icon={AlertTriangle}>
        {lowStock.isPending ? (
          <ListSkeleton />
        ) : lowStock.isError ? (
          <p className="text-muted">{t('adminOverview.lowStockFailed')}</p>
        ) : lowStock.data.length === 0 && lowStockPage === 1 ? (
          <p className="text-muted">{t('adminOverview.wellStocked')}</p>
        ) : (
          <div className="grid gap-4">
            <ul
              aria-label={t('adminOverview.lowStockList')}
              className={`grid gap-x-8 divide-line md:grid-cols-2 [&>li]:border-b [&>li]:border-line ${lowStock.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {lowStock.data.map((p) => (
                <li
                  key={`${p.brand}-${p.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{p.name}</p>
                    <p className="text-sm text-muted">
                      {t('adminOverview.brandCategory', {
                        brand: p.brand.toUpperCase(),
                        category: p.category_name,
                      })}
                    </p>
                  </div>
                  <Badge tone={stockTone(p.stock_quantity)}>
                    {p.stock_quantity === 0
                      ? t('adminOverview.outOfStock')
                      : t('adminOverview.left', { count: p.stock_quantity })}
                  </Badge>
                </li>
              ))}
            </ul>
            <Pager
              label={t('adminOverview.lowStockPages')}
              page={lowStockPage}
              pageSize={LOW_STOCK_PAGE_SIZE}
              rows={lowStock.data.length}
              onPage={setLowStockPage}
            />
          </div>
        )}
      </Panel>
    </section>
  );
}

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-xl border border-line bg-raised p-5 shadow-xs">
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-sunken text-accent-text">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <div className="mt-1 min-h-8 text-2xl font-bold">
          {value === undefined ? <span className="block h-8 w-20 animate-pulse rounded bg-sunken" /> : value}
        </div>
      </div>
    </li>
  );
}

function Panel({ title, icon: Icon, children }: { title: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-raised p-5 shadow-xs">
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        {Icon ? <Icon className="size-5 text-accent-text" aria-hidden /> : null}
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ListSkeleton() {
  const { t } = useT();
  return (
    <div className="grid gap-3" role="status" aria-label={t('admin.loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-12 animate-pulse rounded-lg bg-sunken" />
      ))}
    </div>
  );
}
