// Spec point 9: before paying for satin (product 154) with 2-day delivery, a notice the customer
// acknowledges; "次回から表示しない" is remembered for the browser session (decision 0462).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { Dialog } from '../../../ui/form/dialog';

export const SATIN_NOTICE_KEY = 'satin-notice-hidden';

function hiddenForSession(): boolean {
  try {
    return sessionStorage.getItem(SATIN_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function SatinNotice({ lines }: { lines: readonly string[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => !hiddenForSession());
  const [dontShow, setDontShow] = useState(false);

  function close() {
    if (dontShow) {
      try {
        sessionStorage.setItem(SATIN_NOTICE_KEY, '1');
      } catch {
        // Without session storage the notice simply shows again next time.
      }
    }
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="サテン素材の短納期についてのご注意"
      alert
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              void navigate(paths.cart.href());
            }}
          >
            キャンセル
          </Button>
          <Button data-autofocus onClick={close}>
            了承しました
          </Button>
        </>
      }
    >
      <ul className="list-disc space-y-2 pl-5 leading-relaxed">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <label className="mt-4 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={dontShow}
          onChange={(event) => setDontShow(event.target.checked)}
        />
        次回から表示しない
      </label>
    </Dialog>
  );
}
