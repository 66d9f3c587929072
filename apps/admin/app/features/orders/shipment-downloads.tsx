// The day's shipping papers: the B2クラウド CSV and the picking list (decisions 0742, 0743).
import { useState } from 'react';
import { TextField } from '~/ui/form/text-field';
import { ADMIN_API } from '@admin/config/paths';

export function ShipmentDownloads({ day }: { day: string }) {
  const [chosen, setChosen] = useState(day);
  const query = `?day=${encodeURIComponent(chosen)}`;
  const link =
    'inline-flex min-h-11 items-center rounded-lg border border-brand px-4 font-bold text-brand hover:bg-brand-soft';
  return (
    <section
      aria-labelledby="shipment-downloads"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="shipment-downloads" className="text-lg font-bold">
        発送の書類
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        発送日までにデータOK・印刷済みのご注文が載ります。CSVはヤマト運輸
        B2クラウドの「外部データから発行」で取り込めます（Shift_JIS）。
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-48">
          <TextField
            label="発送日"
            type="date"
            value={chosen}
            onChange={(event) => setChosen(event.target.value || day)}
          />
        </div>
        <a className={link} href={`${ADMIN_API}/shipments/b2.csv${query}`} download>
          B2クラウド用CSV
        </a>
        <a className={link} href={`${ADMIN_API}/shipments/picking-list.pdf${query}`} download>
          ピッキングリスト（PDF）
        </a>
      </div>
    </section>
  );
}
