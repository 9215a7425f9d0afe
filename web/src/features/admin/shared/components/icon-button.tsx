import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

/** A square icon-only button; `label` is what screen readers and the tooltip say. */
export function IconButton({
  label,
  className,
  tone = 'default',
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string; tone?: 'default' | 'danger' }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-raised transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4',
        tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-ink hover:bg-sunken',
        className,
      )}
      {...props}
    />
  );
}

/** The Edit and Delete buttons of one row of an admin table; `name` says which row to screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  return (
    <div className="flex gap-2">
      <IconButton label={t('admin.edit', { name })} onClick={onEdit}>
        <Pencil aria-hidden />
      </IconButton>
      <IconButton label={t('admin.delete', { name })} tone="danger" onClick={onDelete}>
        <Trash2 aria-hidden />
      </IconButton>
    </div>
  );
}
