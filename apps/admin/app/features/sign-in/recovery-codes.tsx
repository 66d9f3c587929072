import { useState } from 'react';
import { Button } from '~/ui/form/button';

/** The recovery codes, shown this once: to print or write down before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  return (
    <div className="space-y-5">
      <p className="leading-relaxed text-slate-800">
        二段階認証を設定しました。スマートフォンを失くしたときのために、下のリカバリーコードを印刷するか書き写して、
        安全な場所に保管してください。<strong>このコードは二度と表示されません。</strong>
        各コードは一度だけ使えます。
      </p>
      <ol
        aria-label="リカバリーコード"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-lg"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => window.print()}>
        印刷する
      </Button>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={kept}
          onChange={(event) => setKept(event.target.checked)}
        />
        リカバリーコードを保管しました
      </label>
      <Button fullWidth disabled={!kept} onClick={onDone}>
        管理画面へ進む
      </Button>
    </div>
  );
}
