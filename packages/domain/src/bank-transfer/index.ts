export {
  formatDueDate,
  isTransferOverdue,
  isTransferOwed,
  judgeTransfer,
  transferDueDate,
  transferSettles,
  type TransferJudgement,
} from './bank-transfer.ts';
export { BANK_TRANSFER_DAYS, bankTransferTiming, transferNameExample } from './terms.ts';
