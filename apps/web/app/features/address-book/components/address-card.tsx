import { formatPostalCode } from '@shop/domain/format';
import { prefectureLabel } from '@shop/domain/prefectures';
import type { ReactNode } from 'react';
import type { Address } from '../api/get-addresses';

/** One entry as a parcel label reads it: company, name 様, 〒, address, telephone. */
export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  const name = `${address.familyName} ${address.givenName}`;
  return (
    <article
      aria-label={`${name} 様`}
      className="rounded-xl border border-slate-200 bg-white p-4 leading-relaxed text-slate-800 shadow-sm"
    >
      {address.organization ? <p className="text-sm text-slate-700">{address.organization}</p> : null}
      <p className="font-bold text-slate-900">
        {name} 様
        <span className="ml-2 text-sm font-normal text-slate-600">
          （{address.familyKana} {address.givenKana}）
        </span>
      </p>
      <p className="mt-1">{formatPostalCode(address.postalCode, { mark: true })}</p>
      <p>
        {prefectureLabel(address.addressLevel1)}
        {address.addressLevel2}
        {address.addressLine1}
      </p>
      {address.addressLine2 ? <p>{address.addressLine2}</p> : null}
      <p className="mt-1 text-sm">TEL {address.tel}</p>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
