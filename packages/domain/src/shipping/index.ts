export {
  CARRIERS,
  CARRIER_IDS,
  carrierLabel,
  carrierSchema,
  isCarrierId,
  normaliseTrackingNumber,
  shipmentSchema,
  trackingNumberProblem,
  trackingUrl,
  type CarrierId,
  type Shipment,
} from './carriers.ts';
export {
  B2_COLUMNS,
  B2_SLIP_KIND,
  b2Csv,
  b2FileName,
  b2Row,
  b2TimeCode,
  type B2Contract,
  type LabelAddress,
  type Parcel,
} from './b2-cloud.ts';
export {
  pickingList,
  pickingListFileName,
  type PickingList,
  type PickingOrder,
  type PickingParcel,
} from './picking-list.ts';
