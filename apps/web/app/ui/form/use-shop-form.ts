// Every form of the shop starts here, so that one focus rule holds everywhere (decision 0516):
// after a refused submit the `<Form>` scrolls to the field in error nearest the top of the screen
// and focuses it. react-hook-form's own focus (the first field *registered* in error, which is not
// always the top-most one, and runs before the scroll) is switched off so that the two never
// fight over the focus.
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

export type ShopFormProps<TInput extends FieldValues, TContext, TOutput> = Omit<
  UseFormProps<TInput, TContext, TOutput>,
  'shouldFocusError'
>;

/**
 * ```tsx
 * const form = useShopForm({ resolver: schemaResolver(loginSchema), defaultValues });
 * <Form form={form} onSubmit={…}>…</Form>
 * ```
 */
export function useShopForm<TInput extends FieldValues, TContext = unknown, TOutput = TInput>(
  props: ShopFormProps<TInput, TContext, TOutput>,
): UseFormReturn<TInput, TContext, TOutput> {
  return useForm<TInput, TContext, TOutput>({ ...props, shouldFocusError: false });
}
