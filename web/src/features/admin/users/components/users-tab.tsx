import { ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ExportDialog } from '#web/features/admin/sales/components/export-dialog.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { RolesDialog } from './roles-dialog';

export function UsersTab() {
  const [open, setOpen] = useState(false);
  return (
    <section className="grid gap-5">
      <TabHeader title="User Management" description="Customers and the people who run the shop.">
        <ExportDialog
          kind="customers"
          filters={{}}
          kept="One row per customer, with their orders and money spent per currency. Leave the dates empty for every customer."
        />
      </TabHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <Users className="size-8 text-accent-text" aria-hidden />
          <h3 className="mt-3 font-display text-lg font-bold">User roles</h3>
          <p className="mt-1 text-sm text-muted">
            Find a user by username or email, see their orders and spending, and grant or remove admin rights.
          </p>
          <Button className="mt-4" onClick={() => setOpen(true)}>
            <ShieldCheck aria-hidden />
            Manage User Roles
          </Button>
        </div>
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <h3 className="font-display text-lg font-bold">How roles work</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted">
            <li>An admin has both staff and superuser rights.</li>
            <li>Granting or removing admin always changes both together.</li>
            <li>Every change is asked for confirmation and recorded in the audit log.</li>
            <li>You cannot remove your own admin role.</li>
          </ul>
        </div>
      </div>
      <RolesDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
