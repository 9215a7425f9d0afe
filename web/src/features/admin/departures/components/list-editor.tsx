import { type FormEvent, Fragment, type ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useFailed } from '#web/features/admin/departures/lib/departure-texts.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';

/** What a list editor (vehicles, guides, pickup points) has open: a row, a new one, or nothing. */
export type Editing<T> = T | 'new' | null;

/**
 * How a save or a delete ends: a toast, and on a refusal the server's reason. `saved(then)` also
 * runs `then` (e.g. closes the form) once saved.
 */
export function useOutcome() {
  const { t } = useT();
  const failed = useFailed();
  return {
    saved: (then?: () => void) => ({
      onSuccess: () => {
        toast.success(t('adminDepartures.saved'));
        then?.();
      },
      onError: failed,
    }),
    deleted: { onSuccess: () => toast.success(t('adminDepartures.deleted')), onError: failed },
  };
}

/** The form of the row being edited, or of a new one; keyed so each opening starts from its values. */
export function EditingForm<T extends { id: number }>({
  editing,
  children,
}: {
  editing: Editing<T>;
  children: (item: T | null) => ReactNode;
}) {
  if (editing === null) return null;
  return (
    <Fragment key={editing === 'new' ? 'new' : editing.id}>
      {children(editing === 'new' ? null : editing)}
    </Fragment>
  );
}

type EditorFormProps = {
  onSubmit: () => void;
  busy: boolean;
  onCancel: () => void;
  /** The fields, in a two-column grid from sm up. */
  children: ReactNode;
};

/** A list editor's inline form: its fields, then Save and Cancel. */
export function EditorForm({ onSubmit, busy, onCancel, children }: EditorFormProps) {
  const { t } = useT();
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-line bg-sunken p-4 sm:grid-cols-2">
      {children}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {t('adminDepartures.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('adminDepartures.cancel')}
        </Button>
      </div>
    </form>
  );
}

type EditorRowProps = {
  title: ReactNode;
  /** A badge after the title (e.g. inactive), when given. */
  badge?: string;
  detail: ReactNode;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
};

/** One row of a list editor: what it is, a line about it, Edit and a delete. */
export function EditorRow({ title, badge, detail, onEdit, deleteLabel, onDelete }: EditorRowProps) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-raised p-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">
          {title}
          {badge ? <Badge className="ml-2">{badge}</Badge> : null}
        </p>
        <p className="text-muted break-words">{detail}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('adminDepartures.edit')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          {deleteLabel}
        </Button>
      </div>
    </li>
  );
}
