import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

/** The enclosing <Form>'s submit button, busy while the form submits. */
export function FormSubmitButton({ children }: { children: ReactNode }) {
  return <SubmitButton busy={useFormState().isSubmitting}>{children}</SubmitButton>;
}
