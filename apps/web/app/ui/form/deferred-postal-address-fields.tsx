// The address block (postal lookup, prefecture select, four fields) loaded just after the page is
// shown rather than with it: on signup, the account page and the sample request it sits below the
// fold, and with its lookup it was the 4 KB that kept those pages over the 100 KB budget of their
// first view (issue 9, decision 0563). The load starts as soon as the page has painted; meanwhile
// a block of the same height holds its place, so nothing below it moves. The form's values wait in
// react-hook-form's defaults and are registered when the fields appear.
import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useState } from 'react';
import type * as PostalAddressFieldsModule from './postal-address-fields';
import type { PostalAddressFieldsProps } from './postal-address-fields';

type Block = typeof PostalAddressFieldsModule.PostalAddressFields;

let loaded: Block | null = null;
const loadBlock = (): Promise<Block> =>
  import('./postal-address-fields').then((module) => (loaded = module.PostalAddressFields));

/** `<PostalAddressFields>` with the same props, its code loaded after the first paint. */
export function DeferredPostalAddressFields(props: PostalAddressFieldsProps) {
  const [block, setBlock] = useState<Block | 'failed' | null>(() => loaded);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadBlock().then(
      // A component in state is set through a function, or it would be called as an updater.
      (component) => current && setBlock(() => component),
      () => current && setBlock('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (block === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        住所の入力欄を表示できませんでした。{noticeMessages.connectionFailed}{' '}
        <button
          type="button"
          className="min-h-11 font-bold text-brand underline"
          onClick={() => {
            setBlock(null);
            setAttempt((count) => count + 1);
          }}
        >
          もう一度読み込む
        </button>
      </p>
    );
  }
  if (block === null) {
    // About the block's height (the postal code with its hint and lookup line, then three or four
    // labelled fields), so that what follows does not move when it appears.
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="住所の入力欄を読み込んでいます"
        className={`${props.withAddressLine2 === false ? 'h-[28rem]' : 'h-[34rem]'} animate-pulse rounded-lg bg-slate-200/60`}
      />
    );
  }
  const Block = block;
  return <Block {...props} />;
}
