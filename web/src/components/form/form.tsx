import { useLingui } from '@lingui/react';
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type ApiError, toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { showServerErrors } from './server-errors';

/** How a refused submit is shown when the screen does not say it its own way. */
export type FormRefusal = {
  /** The error toast's title. */
  title?: string;
  /** The toast's text when the server gave no reason (or none came back). */
  fallback?: string;
  /** Server field names (`profile.phone`) mapped to the form's (`phone`). */
  rename?: Record<string, string>;
  /** The toast's text, when it is not the server's reason as it came. */
  describe?: (error: ApiError, err: unknown) => string;
  /** Says the refusal another way (a line beside the button, a redirect); true when it did. */
  handle?: (error: ApiError) => boolean;
};

type FormProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'noValidate' | 'children'
> & {
  /** The contract's schema as a resolver: zodResolver(Schema), or lazyZodResolver for a public page. */
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  /** Sends the checked values and does what follows a success; a throw is the refusal below. */
  onSubmit: (values: Output, form: UseFormReturn<Values, unknown, Output>) => Promise<unknown> | undefined;
  refusal?: FormRefusal;
  /** Runs when the schema refused the values as typed (the fields show why already). */
  onInvalid?: (errors: FieldErrors<Values>, values: Values) => void;
  children: ReactNode;
};

const FormIdContext = createContext('');

// docs/i18n.md, "Validation messages": the texts load with a form's first check, never with a page.
const texts = () => import('./validation-texts');

/** The id of the control bound to `name` in the enclosing <Form>, unique on the page. */
export function useFieldId(name: string): string {
  return `${useContext(FormIdContext)}-${name.replaceAll('.', '-')}`;
}

/**
 * The one form shell (docs/forms-and-messages.md): react-hook-form on the contract's schema,
 * fields that read the form from context, and one submit path. A refusal puts the server's field
 * messages on their inputs and its reason in an error toast, unless `refusal.handle` says it.
 */
export function Form<Values extends FieldValues, Output = Values>({
  resolver,
  defaultValues,
  onSubmit,
  refusal = {},
  onInvalid,
  children,
  ...formProps
}: FormProps<Values, Output>) {
  const id = useId();
  const { i18n } = useLingui();
  const checked = useMemo<Resolver<Values, unknown, Output>>(
    () => async (values, context, options) =>
      (await texts()).translated(resolver, i18n)(values, context, options),
    [resolver, i18n],
  );
  const form = useForm<Values, unknown, Output>({ resolver: checked, defaultValues });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, form);
      } catch (err) {
        const refused = toApiError(err, refusal.fallback);
        const { error, title } = await texts()
          .then((m) => m.refusalIn(i18n, refused, refusal.fallback))
          .catch(() => ({ error: refused, title: 'Error' }));
        if (refusal.handle?.(error)) return;
        showServerErrors(form, error.fields, refusal.rename);
        toast.error(refusal.title ?? title, {
          description: refusal.describe?.(error, err) ?? error.message,
        });
      }
    },
    onInvalid && ((errors) => onInvalid(errors, form.getValues())),
  );
  return (
    <FormProvider {...form}>
      <FormIdContext value={id}>
        <form {...formProps} onSubmit={submit} noValidate>
          {children}
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
