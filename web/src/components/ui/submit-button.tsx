import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { OnlineButton } from './online-button';

/**
 * A form's submit button; reads "Please wait..." and is disabled while the form is busy. Every
 * form sends to the shop, so offline it says it needs a connection (docs/offline.md).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <OnlineButton
      type="submit"
      size="lg"
      disabled={busy}
      aria-busy={busy || undefined}
      className="mt-2 w-full"
      offlineLabel="Needs a connection"
    >
      {busy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          Please wait...
        </>
      ) : (
        children
      )}
    </OnlineButton>
  );
}
