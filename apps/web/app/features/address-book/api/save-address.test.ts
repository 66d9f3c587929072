import { addressFormSchema } from '@shop/domain/forms';
import { describe, expect, it } from 'vitest';
import { addressFormValues } from '../components/address-form';
import type { Address } from './get-addresses';
import { addressPayload } from './save-address';

const stored: Address = {
  id: 7,
  postalCode: 600000,
  addressLevel1: '01',
  addressLevel2: '札幌市中央区',
  addressLine1: '北1条西1',
  addressLine2: '',
  organization: '',
  familyName: '佐藤',
  givenName: '花子',
  familyKana: 'サトウ',
  givenKana: 'ハナコ',
  tel: '011-123-4567',
};

describe('address book form and payload', () => {
  it('a new entry carries id 0 (spec point 7) and starts unselected', () => {
    expect(addressFormValues(null)).toMatchObject({ id: 0, postalCode: '', addressLevel1: '00' });
  });

  it('an entry being edited shows its postal code as 060-0000 and keeps its id', () => {
    expect(addressFormValues(stored)).toMatchObject({ id: 7, postalCode: '060-0000', addressLevel1: '01' });
  });

  it('round-trips: edited values parse and go back as the same numbers', () => {
    const form = addressFormSchema.parse({
      ...addressFormValues(stored),
      receivedPostalData: [{ prefecture: '北海道', city: '札幌市中央区' }],
    });
    const payload = addressPayload(form);
    expect(payload).toMatchObject({ id: 7, postalCode: 600000 });
    expect(payload).not.toHaveProperty('receivedPostalData');
  });
});
