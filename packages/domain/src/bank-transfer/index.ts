export {
  BANK_TRANSFER_DAYS,
  formatDueDate,
  isTransferOverdue,
  judgeTransfer,
  transferDueDate,
  transferNameExample,
  transferSettles,
  type TransferJudgement,
} from './bank-transfer.ts';
