// POST /api/v2/{sources|destinations} (a new entry carries id 0) and PUT …/{id} (spec point 7).
import { addressEntrySchema } from '@shop/domain/answers';
import type { AddressForm } from '@shop/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import type { AddressKind } from './address-kind';
import { addressesQueryKey, type Address } from './get-addresses';

/** The body as the API takes it: the postal code as a number, no lookup candidates (0258). */
export function addressPayload(form: AddressForm) {
  const { receivedPostalData: _candidates, ...fields } = form;
  return { ...fields, postalCode: postalCodeForApi(fields.postalCode) };
}

export async function saveAddress(kind: AddressKind, form: AddressForm): Promise<Address> {
  const body = addressPayload(form);
  const data =
    form.id === 0 ? await apiClient.post(`/${kind}`, body) : await apiClient.put(`/${kind}/${form.id}`, body);
  return parseAnswer(addressEntrySchema, data);
}

export function useSaveAddress(kind: AddressKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: AddressForm) => saveAddress(kind, form),
    // The user's lists (GET /user) hold the same entries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(kind) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
