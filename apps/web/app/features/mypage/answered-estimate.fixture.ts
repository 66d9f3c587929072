// An answered estimate as GET /api/v2/estimates gives it, for the tests of its cart line.
export const answeredEstimateRecord = {
  id: 5,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  deletedAt: null,
  estimateNumber: 'E-2611-0001',
  estimateFrom: null,
  status: 1,
  statusLabel: '回答済み',
  title: '特大ステッカー 500枚',
  response: {
    children: [
      { no: 1, amountWithTax: 33_000 },
      { no: 2, amountWithTax: 52_800 },
    ],
  },
  validUntil: '2026-12-20',
  active: true,
  pdfUrl: '/api/v2/estimates/E-2611-0001/pdf',
  orders: [] as { orderId: string; purchaseId: string }[],
};
