// The `<form>` every screen uses: react-hook-form's context for the fields inside, no browser
// validation bubbles (the domain schemas speak instead), Enter suppressed (spec point 5) and, when
// the input is refused, a scroll to the top-most field in error, which takes the focus (the one
// focus rule of decision 0516: build the form with useShopForm). A schema that cannot be loaded
// (decision 0560) is said in a toast; the values stay in the form.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { noticeMessages } from '@shop/domain/messages';
import { showToast } from '../toast-store';
import { SchemaLoadError } from './schema-resolver';
import { useScrollToFirstError } from './scroll-to-first-error';
import { suppressEnter } from './suppress-enter';

export type FormProps<TInput extends FieldValues, TContext, TOutput> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> & {
  /** The `useShopForm()` result; fields inside may read it with `useFormContext()`. */
  form: UseFormReturn<TInput, TContext, TOutput>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<TOutput>;
  /** Called when validation fails, after the scroll has been scheduled. */
  onInvalid?: SubmitErrorHandler<TInput>;
  children: ReactNode;
};

/**
 * ```tsx
 * const form = useShopForm({ resolver: schemaResolver(loginSchema), defaultValues });
 * <Form form={form} onSubmit={(values) => login.mutate(values)}>…</Form>
 * ```
 */
export function Form<TInput extends FieldValues, TContext, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...formProps
}: FormProps<TInput, TContext, TOutput>) {
  const { ref, scrollToFirstError } = useScrollToFirstError();
  return (
    <FormProvider {...form}>
      <form
        {...formProps}
        ref={ref}
        noValidate
        onKeyDown={suppressEnter}
        onSubmit={(event) => {
          form
            .handleSubmit(onSubmit, (errors, submitEvent) => {
              scrollToFirstError();
              return onInvalid?.(errors, submitEvent);
            })(event)
            .catch((error: unknown) => {
              // The schema could not be loaded (decision 0560): nothing is lost, the customer
              // can press the button again once the connection is back.
              if (error instanceof SchemaLoadError) showToast(noticeMessages.formNotReady, 'error');
              else throw error;
            });
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
