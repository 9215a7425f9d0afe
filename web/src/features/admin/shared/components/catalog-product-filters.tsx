import type { StockState } from '@shop/contract/catalog';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';

const STOCK_LABELS: Record<StockState, MessageKey> = {
  in: 'admin.products.stock.in',
  low: 'admin.products.stock.low',
  out: 'admin.products.stock.out',
};

export type CatalogFilterChoice = { category: string; stock: StockState | '' };

type CatalogProductFiltersProps = CatalogFilterChoice & {
  /** The panel's id, which the Filter button controls. */
  id: string;
  categories: { id: number; name: string }[];
  onChange: (choice: CatalogFilterChoice) => void;
};

/** The product tabs' category and stock filters, and a way to clear both. */
export function CatalogProductFilters({
  id,
  categories,
  category,
  stock,
  onChange,
}: CatalogProductFiltersProps) {
  const { t } = useT();
  return (
    <div
      id={id}
      className="grid gap-4 rounded-xl border border-line bg-raised p-4 sm:grid-cols-3 sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>{t('admin.products.category')}</Label>
        <Select
          id={`${id}-category`}
          value={category}
          onChange={(e) => onChange({ category: e.target.value, stock })}
        >
          <option value="">{t('admin.products.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-stock`}>{t('admin.products.stock')}</Label>
        <Select
          id={`${id}-stock`}
          value={stock}
          onChange={(e) => onChange({ category, stock: e.target.value as StockState | '' })}
        >
          <option value="">{t('admin.products.anyStock')}</option>
          {(Object.keys(STOCK_LABELS) as StockState[]).map((s) => (
            <option key={s} value={s}>
              {t(STOCK_LABELS[s])}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="outline"
        disabled={category === '' && stock === ''}
        onClick={() => onChange({ category: '', stock: '' })}
      >
        {t('admin.products.clearFilters')}
      </Button>
    </div>
  );
}
