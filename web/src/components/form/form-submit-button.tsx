import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * The enclosing <Form>'s submit button, busy while the form submits. On a server-rendered page it
 * waits for the page's scripts: pressed before, the browser would send the form itself, as a GET
 * with every field in the address (and in the server's logs), and the page would reload empty.
 */
export function FormSubmitButton({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const busy = useFormState().isSubmitting;
  return (
    <SubmitButton busy={busy} disabled={!hydrated}>
      {children}
    </SubmitButton>
  );
}
