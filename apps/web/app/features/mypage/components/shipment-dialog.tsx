// Change where and when a purchase is delivered (PUT /shipment, spec point 7) until it ships.
// Choices come from the address book; 0 is the registered address, as at checkout.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Purchase } from '@shop/domain/answers';
import { DELIVERY_TIMES } from '@shop/domain/checkout';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { Dialog } from '../../../ui/form/dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField } from '../../../ui/form/select-field';
import { showToast } from '../../../ui/toast-store';
import { useAddressOptions, type AddressOption } from '../api/address-options';
import { changeShipment } from '../api/change-shipment';
import { mypageKeys } from '../api/queries';

// The checkout's delivery slots (decision 0343); the server refuses any other id.
const deliveryTimes = DELIVERY_TIMES.map((slot) => ({ value: slot.id, label: slot.label }));

const choices = (entries: readonly AddressOption[] | undefined) => [
  { value: '0', label: 'ご登録のご住所' },
  ...(entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.label })),
];

export function ShipmentDialog({
  purchase,
  open,
  onClose,
}: {
  purchase: Purchase;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const destinations = useAddressOptions('destinations');
  const sources = useAddressOptions('sources');
  const [destination, setDestination] = useState('0');
  const [source, setSource] = useState('0');
  const [deliveryTime, setDeliveryTime] = useState(purchase.deliveryTime);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      const message = await changeShipment(purchase.purchaseId, {
        destination: Number(destination),
        source: Number(source),
        deliveryTime,
      });
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
      showToast(message, 'success');
      onClose();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : '変更できませんでした。時間をおいて再度お試しください');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="お届け先の変更"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            閉じる
          </Button>
          <Button onClick={() => void submit()} pending={pending} pendingLabel="変更中…">
            変更する
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="お届け先"
          options={choices(destinations.data)}
          value={destination}
          onChange={(event) => setDestination(event.currentTarget.value)}
          data-autofocus
        />
        <SelectField
          label="発送元"
          options={choices(sources.data)}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
        />
        <SelectField
          label="お届け時間帯"
          options={deliveryTimes}
          value={deliveryTime}
          onChange={(event) => setDeliveryTime(event.currentTarget.value)}
        />
        <p className="text-sm text-slate-600">
          お届け先・発送元は「発送元・お届け先の管理」で登録したものから選べます。発送後は変更できません。
        </p>
        <FormAlert message={error} />
      </div>
    </Dialog>
  );
}
