import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { useT } from '#web/i18n/use-t.ts';
import { registerToasterHost, toasterReady } from '#web/lib/toast.ts';

/** Where toasts show: sonner's Toaster, mounted when the first toast is sent (lib/toast.ts). */
export function AppToaster() {
  const { t } = useT();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => registerToasterHost((loaded) => setToaster(() => loaded)), []);
  // The Toaster's own effects, which subscribe it to new toasts, run before this one.
  useEffect(() => {
    if (Toaster) toasterReady();
  }, [Toaster]);
  // sonner's own labels are English ("Close toast", "Notifications").
  return Toaster ? (
    <Toaster
      richColors
      closeButton
      position="bottom-right"
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  ) : null;
}
