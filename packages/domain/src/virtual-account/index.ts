export {
  acceptedShortfall,
  depositSettles,
  isNewerNotification,
  judgeDeposit,
  type DepositJudgement,
} from './virtual-account.ts';
export { virtualAccountTiming } from './terms.ts';
