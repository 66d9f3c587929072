import { PlaceholderPage } from '../../../ui/page';

/** /request-sample and its wildcard sub-paths (the form's steps). */
export function SampleRequestScreen() {
  return (
    <PlaceholderPage
      title="無料サンプルのお申し込み"
      purpose="素材の質感や仕上がりを実際にお確かめいただける無料サンプルを、ご希望の素材を選んでお申し込みいただけるページです。"
    />
  );
}
