import type { StockState } from '@shop/contract/catalog';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

const STOCK_LABELS: Record<StockState, string> = {
  in: 'In stock (more than 10)',
  low: 'Low stock (1 to 10)',
  out: 'Out of stock',
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
  return (
    <div
      id={id}
      className="grid gap-4 rounded-xl border border-line bg-raised p-4 sm:grid-cols-3 sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          id={`${id}-category`}
          value={category}
          onChange={(e) => onChange({ category: e.target.value, stock })}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-stock`}>Stock</Label>
        <Select
          id={`${id}-stock`}
          value={stock}
          onChange={(e) => onChange({ category, stock: e.target.value as StockState | '' })}
        >
          <option value="">Any stock</option>
          {(Object.keys(STOCK_LABELS) as StockState[]).map((s) => (
            <option key={s} value={s}>
              {STOCK_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="outline"
        disabled={category === '' && stock === ''}
        onClick={() => onChange({ category: '', stock: '' })}
      >
        Clear filters
      </Button>
    </div>
  );
}
