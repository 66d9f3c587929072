import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { errorMessageAt } from './error-message-at';

/**
 * Inside `<Form>`: the props a field spreads for one of the form's values (its id under the
 * form's prefix, its message, and react-hook-form's registration), so a field group needs only
 * the names: `const field = useFieldProps<Values>('estimate'); <TextField label="幅" {...field('sizeX')} />`.
 */
export function useFieldProps<T extends FieldValues>(idPrefix: string) {
  const { register, formState } = useFormContext<T>();
  return (name: FieldPath<T>) => ({
    id: `${idPrefix}-${name}`,
    error: errorMessageAt(formState.errors, name),
    ...register(name),
  });
}
