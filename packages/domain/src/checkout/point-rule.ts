// The point rule said one way (issue 24 point 3, decision 0711): points are earned by members on
// what they pay for the goods, and granted when the goods are delivered. The code that grants
// (the staff move to 9) and every text that tells the customer (terms, configurator, checkout,
// My page, mails) read this module and point-grant.ts, so they cannot drift apart.
import { POINT_RATE_PERCENT } from './points.ts';

/**
 * A number of points as customers read it: 1,234pt, −120pt (decision 0711: pt after a number,
 * ポイント in prose; the minus is the one of formatYen).
 */
export const formatPoints = (points: number): string =>
  `${points < 0 ? '−' : ''}${Math.abs(points).toLocaleString('ja-JP')}pt`;

/** The rule's parts in the customer's words. */
export const pointWords = {
  forWhom: '会員様',
  base: 'クーポン・ポイントご利用後の商品代金（代金引換手数料を除きます）',
  rate: `${POINT_RATE_PERCENT}%（1pt未満切り捨て）`,
  grantedWhen: '商品のお届け後',
  /** After 獲得予定ポイント, in the order mail and on screens. */
  grantNote: '商品のお届け後に付与',
} as const;

/** The one sentence screens put under prices and points. */
export const pointRuleSentence = `${pointWords.forWhom}には、${pointWords.base}の${pointWords.rate}をポイントとして${pointWords.grantedWhen}に付与します。1pt＝1円としてご利用いただけます。`;

/** The configurator's price bar: what is earned, by whom and on what amount. */
export const pointRewardLabel = (points: number): string =>
  `${pointWords.forWhom}は${formatPoints(points)}還元（お支払い額の${POINT_RATE_PERCENT}%・お届け後に付与）`;
