import { ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ExportDialog } from '#web/features/admin/sales/components/export-dialog.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { RolesDialog } from './roles-dialog';

export function UsersTab() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <section className="grid gap-5">
      <TabHeader title={t('adminUsers.title')} description={t('adminUsers.description')}>
        <ExportDialog kind="customers" filters={{}} kept={t('adminUsers.exportKept')} />
      </TabHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <Users className="size-8 text-accent-text" aria-hidden />
          <h3 className="mt-3 font-display text-lg font-bold">{t('adminUsers.roles')}</h3>
          <p className="mt-1 text-sm text-muted">{t('adminUsers.rolesDescription')}</p>
          <Button className="mt-4" onClick={() => setOpen(true)}>
            <ShieldCheck aria-hidden />
            {t('adminUsers.manageRoles')}
          </Button>
        </div>
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <h3 className="font-display text-lg font-bold">{t('adminUsers.howRolesWork')}</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted">
            <li>{t('adminUsers.rule.both')}</li>
            <li>{t('adminUsers.rule.together')}</li>
            <li>{t('adminUsers.rule.confirmed')}</li>
            <li>{t('adminUsers.rule.self')}</li>
          </ul>
        </div>
      </div>
      <RolesDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
