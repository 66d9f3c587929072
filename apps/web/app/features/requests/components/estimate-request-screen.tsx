import { PlaceholderPage } from '../../../ui/page';

/** /request-estimate and its wildcard sub-paths (the form's steps). */
export function EstimateRequestScreen() {
  return (
    <PlaceholderPage
      title="お見積りのご依頼"
      purpose="用途・素材・サイズ・枚数などのご希望と参考ファイル（2点まで）をお送りいただくと、担当者がお見積りをご案内するページです。特殊な加工や大量のご注文はこちらからご相談ください。"
    />
  );
}
