import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's submit button; reads "Please wait..." and is disabled while the form is busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="mt-2 w-full">
      {busy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          Please wait...
        </>
      ) : (
        children
      )}
    </Button>
  );
}
