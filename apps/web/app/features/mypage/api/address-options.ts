// The member's address book entries as choices of the shipment change (GET /sources and
// /destinations, spec point 7). Read here rather than from the address-book feature: features do
// not import each other; only the id and a one-line label are needed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

const entrySchema = v.object({
  id: integerSchema,
  addressLine1: v.string(),
  addressLevel2: v.string(),
  organization: v.string(),
  familyName: v.string(),
  givenName: v.string(),
});

export interface AddressOption {
  id: number;
  label: string;
}

export type AddressBook = 'sources' | 'destinations';

export const addressOptionsQueryOptions = (book: AddressBook) =>
  queryOptions({
    queryKey: ['mypage', 'address-options', book] as const,
    queryFn: async ({ signal }): Promise<AddressOption[]> =>
      parseAnswer(v.array(entrySchema), await apiClient.get(`/${book}`, { signal })).map((entry) => ({
        id: entry.id,
        label: `${entry.organization ? `${entry.organization} ` : ''}${entry.familyName} ${entry.givenName} 様（${entry.addressLevel2}${entry.addressLine1}）`,
      })),
  });

export const useAddressOptions = (book: AddressBook) => useQuery(addressOptionsQueryOptions(book));
