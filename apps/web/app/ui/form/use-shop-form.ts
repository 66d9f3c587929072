// Every form of the shop starts here, so that one focus rule holds everywhere (decision 0516):
// after a refused submit the `<Form>` scrolls to the field in error nearest the top of the screen
// and focuses it. react-hook-form's own focus (the first field *registered* in error, which is not
// always the top-most one, and runs before the scroll) is switched off so that the two never
// fight over the focus. The schema, loaded apart from the page (decision 0560), is fetched once
// the browser is idle.
import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { whenIdle } from '../../lib/when-idle';

export type ShopFormProps<TInput extends FieldValues, TContext, TOutput> = Omit<
  UseFormProps<TInput, TContext, TOutput>,
  'shouldFocusError'
>;

/**
 * ```tsx
 * const resolver = schemaResolver(() => import('@shop/domain/auth').then((m) => m.loginSchema));
 * const form = useShopForm({ resolver, defaultValues });
 * <Form form={form} onSubmit={…}>…</Form>
 * ```
 */
export function useShopForm<TInput extends FieldValues, TContext = unknown, TOutput = TInput>(
  props: ShopFormProps<TInput, TContext, TOutput>,
): UseFormReturn<TInput, TContext, TOutput> {
  const resolver = props.resolver as { preload?: () => void } | undefined;
  useEffect(() => (resolver?.preload ? whenIdle(resolver.preload) : undefined), [resolver]);
  return useForm<TInput, TContext, TOutput>({ ...props, shouldFocusError: false });
}
