import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { Button } from '../../../ui/form/button';
import { ConfirmDialog, Dialog } from '../../../ui/form/dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { showToast } from '../../../ui/toast-store';
import { addressKindLabels, type AddressKind } from '../api/address-kind';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses, type Address } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { AddressCard } from './address-card';
import type * as AddressFormModule from './address-form';

// The form (react-hook-form, the postal lookup) shows only in the dialog: it loads apart from the
// page, when the browser is idle or on the first press (decision 0563, as the schemas in 0560).
type AddressFormFields = typeof AddressFormModule.AddressFormFields;
let loadedForm: AddressFormFields | null = null;
const loadAddressForm = (): Promise<AddressFormFields> =>
  import('./address-form').then((module) => (loadedForm = module.AddressFormFields));

/** What the dialog is doing: adding (null address) or editing one entry. */
type Editing = { address: Address | null } | null;

/** One book (sources or destinations): the list, add, edit and delete (with a confirmation). */
export function AddressBookSection({ kind }: { kind: AddressKind }) {
  const labels = addressKindLabels[kind];
  const addresses = useAddresses(kind);
  const save = useSaveAddress(kind);
  const remove = useDeleteAddress(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [AddressForm, setAddressForm] = useState<AddressFormFields | null>(() => loadedForm);
  const headingId = `${kind}-title`;

  useEffect(() => whenIdle(() => void loadAddressForm().catch(() => undefined)), []);

  const openEditor = async (address: Address | null) => {
    let form: AddressFormFields;
    try {
      form = loadedForm ?? (await loadAddressForm());
    } catch {
      showToast(noticeMessages.connectionFailed, 'error');
      return;
    }
    // A component in state is set through a function, or it would be called as an updater.
    setAddressForm(() => form);
    save.reset();
    setEditing({ address });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="border-l-4 border-brand pl-3 text-lg font-bold text-slate-900">
          {labels.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{labels.lead}</p>
      </div>
      {addresses.isPending ? (
        <p role="status" className="text-slate-700">
          読み込んでいます…
        </p>
      ) : addresses.isError ? (
        <FormAlert message={errorMessageOf(addresses.error, `${labels.noun}を読み込めませんでした`)} />
      ) : addresses.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          登録されている{labels.noun}はありません。
        </p>
      ) : (
        <ul className="space-y-3">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                actions={
                  <>
                    <Button variant="secondary" onClick={() => void openEditor(address)}>
                      編集
                      <span className="sr-only">（{`${address.familyName} ${address.givenName}`} 様）</span>
                    </Button>
                    <Button variant="secondary" className="text-red-700" onClick={() => setDeleting(address)}>
                      削除
                      <span className="sr-only">（{`${address.familyName} ${address.givenName}`} 様）</span>
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => void openEditor(null)}>{labels.noun}を追加する</Button>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.address ? `${labels.noun}の編集` : `${labels.noun}の追加`}
      >
        {editing && AddressForm ? (
          <AddressForm
            address={editing.address}
            idPrefix={`${kind}-form`}
            pending={save.isPending}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSave={(form, setFieldErrors) =>
              save.mutate(form, {
                onSuccess: () => {
                  showToast(
                    editing.address ? `${labels.noun}を変更しました` : `${labels.noun}を登録しました`,
                    'success',
                  );
                  setEditing(null);
                },
                onError: (error) => {
                  setFieldErrors(error);
                },
              })
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={`${labels.noun}の削除`}
        confirmLabel="削除する"
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => showToast(`${labels.noun}を削除しました`, 'success'),
            onError: (error) => showToast(errorMessageOf(error, '削除できませんでした'), 'error'),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting ? (
          <p>
            {deleting.familyName} {deleting.givenName} 様（{deleting.addressLevel2}
            {deleting.addressLine1}）を{labels.noun}から削除します。よろしいですか？
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
