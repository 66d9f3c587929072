// PUT /api/v2/shipment/{purchaseId} (spec point 7): destination and source are address book ids,
// 0 = the registered address; deliveryTime is a checkout slot id.
import { shipmentChangeAnswerSchema } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export interface ShipmentChange {
  destination: number;
  source: number;
  deliveryTime: string;
}

export async function changeShipment(purchaseId: string, change: ShipmentChange): Promise<string> {
  const answer = parseAnswer(
    shipmentChangeAnswerSchema,
    await apiClient.put(`/shipment/${encodeURIComponent(purchaseId)}`, { purchaseId, ...change }),
  );
  return answer.message;
}
