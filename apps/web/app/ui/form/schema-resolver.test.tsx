// Decision 0560: a form's schema loads apart from the page. The check waits for it, a failed load
// says so in a toast and keeps what the customer typed, and the next press tries again.
import { noticeMessages } from '@shop/domain/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useToastStore } from '../toast-store';
import { Form } from './form';
import { schemaResolver, type SchemaResolver } from './schema-resolver';
import { TextField } from './text-field';
import { useShopForm } from './use-shop-form';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const schema = z.object({ familyName: z.string().check(z.minLength(1, '必ず入力してください')) });

function NameForm({
  resolver,
  onValid,
}: {
  resolver: SchemaResolver<typeof schema>;
  onValid: (v: unknown) => void;
}) {
  const form = useShopForm({ resolver, defaultValues: { familyName: '' } });
  return (
    <Form form={form} onSubmit={onValid} aria-label="テスト">
      <TextField
        label="姓"
        error={form.formState.errors.familyName?.message}
        {...form.register('familyName')}
      />
      <button type="submit">送信する</button>
    </Form>
  );
}

describe('schemaResolver with a loader', () => {
  it('loads the schema once and checks with it: the Japanese message, then the valid values', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const onValid = vi.fn();
    render(<NameForm resolver={schemaResolver(load)} onValid={onValid} />);

    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('必ず入力してください')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('姓'), { target: { value: '山田' } });
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ familyName: '山田' });
    // Preloaded at idle or loaded by the first check: once either way.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a schema that cannot load: a toast, the typed value kept, and the next press tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const resolver = schemaResolver(load);
    const onValid = vi.fn();
    render(<NameForm resolver={resolver} onValid={onValid} />);

    fireEvent.change(screen.getByLabelText('姓'), { target: { value: '山田' } });
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
        noticeMessages.formNotReady,
      ),
    );
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('姓').value).toBe('山田');

    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
