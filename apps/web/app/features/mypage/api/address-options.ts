// The member's address book entries as choices of the shipment change (GET /sources and
// /destinations, spec point 7). Read here rather than from the address-book feature: features do
// not import each other; only the id and a one-line label are needed.
import { addressEntriesSchema } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export interface AddressOption {
  id: number;
  label: string;
}

export type AddressBook = 'sources' | 'destinations';

export const addressOptionsQueryOptions = (book: AddressBook) =>
  queryOptions({
    queryKey: ['mypage', 'address-options', book] as const,
    queryFn: async ({ signal }): Promise<AddressOption[]> =>
      parseAnswer(addressEntriesSchema, await apiClient.get(`/${book}`, { signal })).map((entry) => ({
        id: entry.id,
        label: `${entry.organization ? `${entry.organization} ` : ''}${entry.familyName} ${entry.givenName} 様（${entry.addressLevel2}${entry.addressLine1}）`,
      })),
  });

export const useAddressOptions = (book: AddressBook) => useQuery(addressOptionsQueryOptions(book));
