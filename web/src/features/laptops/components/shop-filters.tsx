import type { LaptopCategory } from '@shop/contract/catalog';
import type { Locale } from '@shop/contract/locale';
import { Laptop, Search, SlidersHorizontal } from 'lucide-react';
import { lazy, useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import {
  LAPTOP_PRICE_SLIDER_MAX,
  LAPTOP_PRICE_SLIDER_STEP,
  SEARCH_DEBOUNCE_MS,
} from '#web/config/constants.ts';
import type { LaptopFilters } from '#web/features/laptops/api/get-laptops.ts';
import type { LaptopFilterChange } from '#web/features/laptops/hooks/use-laptop-filters.ts';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Radix's slider loads when the filters show: on a phone they start folded (docs/server-rendering.md).
const Slider = lazy(() => import('#web/components/ui/slider.tsx').then((m) => ({ default: m.Slider })));

type ShopFiltersProps = {
  filters: LaptopFilters;
  onChange: (change: LaptopFilterChange) => void;
  onClear: () => void;
  categories: LaptopCategory[] | undefined;
  categoriesFailed: boolean;
};

function priceText(value: number, t: Translate, locale: Locale): string {
  return t('fursa.filters.upTo', {
    amount: formatMoney(Math.min(value, LAPTOP_PRICE_SLIDER_MAX), 'TZS', locale),
  });
}

/**
 * Search, category list and price slider. On wide screens a sidebar; below lg a panel the
 * "Filters" button opens and closes.
 */
export function ShopFilters({ filters, onChange, onClear, categories, categoriesFailed }: ShopFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();
  const priceId = useId();
  const active = filters.search !== '' || filters.category !== null || filters.maxPrice !== null;

  // The box shows what the user types at once; the URL (and the query) follows after a pause.
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  // The thumb moves freely while dragged; the query runs when it is let go.
  const [price, setPrice] = useState(filters.maxPrice ?? LAPTOP_PRICE_SLIDER_MAX);
  useEffect(() => setPrice(filters.maxPrice ?? LAPTOP_PRICE_SLIDER_MAX), [filters.maxPrice]);

  // Drawn on the server, they work once the page's scripts run; till then they say so.
  const hydrated = useHydrated();
  const { t, locale } = useT();

  return (
    <aside aria-label={t('fursa.filters.label')} className="lg:sticky lg:top-20 lg:self-start">
      <Button
        variant="outline"
        className="w-full lg:hidden"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal aria-hidden />
        {t(open ? 'fursa.filters.hide' : 'fursa.filters.show')}
        {active ? (
          <>
            <span className="ml-1 size-2 rounded-full bg-accent" aria-hidden />
            <span className="sr-only">{t('fursa.filters.applied')}</span>
          </>
        ) : null}
      </Button>

      <div
        id={panelId}
        className={cn(
          'mt-3 grid gap-6 rounded-2xl border border-line bg-raised p-5 shadow-sm lg:mt-0 lg:block lg:space-y-6',
          open ? 'grid' : 'hidden',
        )}
      >
        <search>
          <form onSubmit={(e) => e.preventDefault()} className="grid gap-1.5">
            <Label htmlFor={searchId}>{t('fursa.filters.search')}</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" aria-hidden />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('fursa.filters.searchHint')}
                className="pl-9"
                maxLength={100}
              />
            </div>
          </form>
        </search>

        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('fursa.filters.categories')}</legend>
          <ul className="mt-2 grid gap-1">
            <li>
              <CategoryButton
                label={t('fursa.all')}
                selected={filters.category === null}
                onClick={() => onChange({ category: null })}
              />
            </li>
            {categories
              ? categories.map((c) => (
                  <li key={c.id}>
                    <CategoryButton
                      label={c.name}
                      count={c.product_count}
                      selected={filters.category === c.id}
                      onClick={() => onChange({ category: c.id })}
                    />
                  </li>
                ))
              : categoriesFailed
                ? null
                : Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                    <li key={i}>
                      <Skeleton className="h-10 w-full" />
                    </li>
                  ))}
          </ul>
          {categoriesFailed ? (
            <p className="mt-2 text-sm text-danger">{t('fursa.filters.categoriesFailed')}</p>
          ) : null}
        </fieldset>

        <div className="grid gap-3">
          <div className="grid gap-0.5">
            {/* A slider is not a form control a <label> can point at; aria-labelledby names it instead. */}
            <span id={priceId} className="text-sm font-medium text-ink">
              {t('fursa.filters.maxPrice')}
            </span>
            <output aria-live="polite" className="text-sm font-semibold text-ink">
              {priceText(price, t, locale)}
            </output>
          </div>
          <WhenVisible className="h-6">
            <Slider
              // Named as in the URL: Radix draws a hidden input for forms, and an input with neither
              // id nor name is a Chrome issue (browser-health.spec.ts).
              name="max_price"
              aria-labelledby={priceId}
              thumbLabel={t('fursa.filters.maxPrice')}
              valueText={priceText(price, t, locale)}
              min={0}
              max={LAPTOP_PRICE_SLIDER_MAX}
              step={LAPTOP_PRICE_SLIDER_STEP}
              value={[price]}
              onValueChange={([v]) => setPrice(v ?? LAPTOP_PRICE_SLIDER_MAX)}
              onValueCommit={([v]) => onChange({ maxPrice: v ?? null })}
            />
          </WhenVisible>
          <div className="flex justify-between text-xs text-muted">
            <span>{formatMoney(0, 'TZS', locale)}</span>
            <span>{formatMoney(LAPTOP_PRICE_SLIDER_MAX, 'TZS', locale)}</span>
          </div>
        </div>

        {active ? (
          <Button variant="outline" size="sm" disabled={!hydrated} onClick={onClear} className="w-full">
            {t('fursa.filters.clear')}
          </Button>
        ) : null}
      </div>
    </aside>
  );
}

function CategoryButton({
  label,
  count,
  selected,
  onClick,
}: {
  label: string;
  count?: number;
  selected: boolean;
  onClick: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={!hydrated}
      onClick={onClick}
      className={cn(
        'flex h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium transition-colors',
        selected ? 'bg-brand text-on-brand' : 'text-ink hover:bg-sunken',
      )}
    >
      <Laptop className="size-4 shrink-0" aria-hidden />
      <span className="flex-1 truncate">{label}</span>
      {count !== undefined ? (
        <span className={cn('text-xs', selected ? 'text-on-brand/80' : 'text-muted')}>{count}</span>
      ) : null}
    </button>
  );
}
