import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  STAFF_ROLES,
  staffInvitationSchema,
  staffRoleLabels,
  type StaffInvitation,
} from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { schemaResolver } from '~/ui/form/schema-resolver';
import { SelectField } from '~/ui/form/select-field';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { showToast } from '~/ui/toast-store';
import { adminRequest } from '@admin/lib/admin-api';
import { staffListKey } from './staff-queries';

const resolver = schemaResolver(staffInvitationSchema);
const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** An owner invites a person by mail: address, name, role. */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useShopForm({ resolver, defaultValues: { email: '', name: '', role: 'staff' } });
  const invite = useMutation({
    mutationFn: (values: StaffInvitation) =>
      adminRequest('POST', '/staff/invitations', z.object({ id: z.int(), expiresAt: z.string() }), values),
    onSuccess: (_sent, values) => {
      showToast(`${values.email} に招待メールを送りました`, 'success');
      form.reset();
      void queryClient.invalidateQueries({ queryKey: staffListKey });
    },
    onError: (error) => applyServerErrors(form.setError, error, ['email', 'name', 'role']),
  });
  const errors = form.formState.errors;
  return (
    <Form
      form={form}
      onSubmit={(values) => invite.mutate(values)}
      className="grid gap-4 md:grid-cols-[2fr_1.5fr_1fr_auto] md:items-start"
    >
      <div className="md:col-span-4">
        <FormAlert
          message={
            invite.isError && Object.keys(errors).length === 0
              ? errorMessageOf(invite.error, '招待できませんでした')
              : null
          }
        />
      </div>
      <TextField
        label="メールアドレス"
        type="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="名前"
        required
        hint="例: 佐藤 花子"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label="役割"
        required
        options={roleOptions}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <Button type="submit" className="md:mt-8" pending={invite.isPending}>
        招待する
      </Button>
    </Form>
  );
}
