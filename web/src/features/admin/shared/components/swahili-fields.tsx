import { TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

type SwahiliFieldsProps = {
  /** The field the English text is in: a tour has a title, everything else a name. */
  title?: 'name' | 'title';
  slug?: boolean;
  duration?: boolean;
  description?: boolean;
  className?: string;
};

/**
 * An admin form's Swahili texts beside its English ones (docs/catalogue.md, "Languages"): a
 * blank field shows the English text to a visitor reading Swahili.
 */
export function SwahiliFields({
  title = 'name',
  slug,
  duration,
  description,
  className,
}: SwahiliFieldsProps) {
  const { t } = useT();
  return (
    <fieldset className={cn('grid gap-4 rounded-md border border-gray-200 p-3 sm:grid-cols-2', className)}>
      <legend className="px-1 text-sm font-medium text-gray-700">
        {t('admin.swahili.legend')}{' '}
        <span className="font-normal text-gray-500">{t('admin.swahili.blank')}</span>
      </legend>
      <TextField
        name={`${title}_sw`}
        label={t(title === 'name' ? 'admin.swahili.name' : 'admin.swahili.title')}
        className={slug || duration ? undefined : 'sm:col-span-2'}
        lang="sw"
      />
      {slug ? (
        <TextField name="slug_sw" label={t('admin.swahili.slug')} autoCapitalize="none" spellCheck={false} />
      ) : null}
      {duration ? (
        <TextField
          name="duration_sw"
          label={t('admin.swahili.duration')}
          placeholder={t('admin.swahili.durationExample')}
          lang="sw"
        />
      ) : null}
      {description ? (
        <TextAreaField
          name="description_sw"
          label={t('admin.swahili.description')}
          className="sm:col-span-2"
          lang="sw"
        />
      ) : null}
    </fieldset>
  );
}
