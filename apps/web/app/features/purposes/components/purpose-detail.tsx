import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { findPurpose, purposeConfiguratorHref, purposeSpec } from '../purposes';
import { PurposePicture } from './purpose-picture';

/** /purposes/{name}: what the use needs, the configuration we recommend, and a way to start from it. */
export function PurposeDetail({ purposeName }: { purposeName: string }) {
  const purpose = findPurpose(purposeName);
  if (!purpose) {
    return (
      <PageContainer>
        <PageHeader
          title="お探しの用途が見つかりません"
          lead="ページが移動したか、URLに誤りがある可能性があります。用途の一覧からお選びください。"
        />
        <ButtonLink to={paths.purposes.href()}>用途の一覧を見る</ButtonLink>
      </PageContainer>
    );
  }
  const spec = purposeSpec(purpose);
  return (
    <PageContainer>
      <p className="mb-1 text-sm font-bold text-brand">
        <Link to={paths.purposes.href()} className="underline-offset-2 hover:underline">
          用途から選ぶ
        </Link>
      </p>
      <PageHeader title={`${purpose.title}のステッカー・シール`} />
      <PurposePicture purpose={purpose} size="large" />
      <div className="mt-6 space-y-4 leading-relaxed text-slate-800">
        {purpose.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {spec.length > 0 ? (
        <section
          aria-labelledby="purpose-spec"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="purpose-spec" className="font-bold text-slate-900">
            おすすめの仕様
          </h2>
          <dl className="mt-2 divide-y divide-slate-100 text-sm">
            {spec.map((line) => (
              <div key={line.label} className="flex gap-3 py-2">
                <dt className="w-28 shrink-0 text-slate-600">{line.label}</dt>
                <dd className="min-w-0 font-bold text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs leading-relaxed text-slate-600">
            この仕様を選んだ状態で価格をご確認いただけます。サイズや枚数はあとから自由に変更できます。
          </p>
        </section>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to={purposeConfiguratorHref(purpose)}>この仕様で価格を見る</ButtonLink>
        <ButtonLink to={paths.purposes.href()} variant="secondary">
          ほかの用途を見る
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
