// The two books of /mypage/shipment (spec point 7): shipping sources (発送元, the sender printed
// on the parcel) and destinations (お届け先).
export type AddressKind = 'sources' | 'destinations';

export const addressKindLabels: Record<AddressKind, { title: string; noun: string; lead: string }> = {
  sources: {
    title: '発送元（ご依頼主）',
    noun: '発送元',
    lead: '荷物の送り主として伝票に記載されるお名前・ご住所です。未登録の場合は会員情報のご住所を使用します。',
  },
  destinations: {
    title: 'お届け先',
    noun: 'お届け先',
    lead: 'ご注文時にお選びいただけるお届け先です。',
  },
};
