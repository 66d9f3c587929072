// PUT /shipment/{purchaseId} (decision 0362): a new destination, sender or delivery time until the
// parcel ships. The purchase keeps a copy of the addresses, so later edits of the address book
// never move a parcel without the member asking.
import { eq } from 'drizzle-orm';
import { addressedTo, orderAnswerMessages, orderMessages } from '@shop/domain/messages';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { purchases, users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { findAddress } from '../addresses/queries.ts';
// One list of delivery time slots for checkout and shipment changes (decision 0343).
import { deliveryTimeLabel } from '../checkout/schemas.ts';
import { myPageMessages } from './messages.ts';
import { memberMailTarget, shipmentChangedMail, shipmentChangedStaffMail } from './order-mails.ts';
import { copyAddress, type StoredAddress } from '../addresses/snapshot.ts';
import { toAddressSnapshot } from './present.ts';
import { isCancelling, isPurchaseShipmentChangeable } from './purchase-rules.ts';
import { findPurchaseRow, orderRowsOfPurchase } from './queries.ts';
import type { ShipmentBody } from './schemas.ts';

async function registeredAddress(
  tx: Transaction,
  userId: number,
  field: 'source' | 'destination',
): Promise<StoredAddress> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row || row.postalCode === null || !row.addressLine1 || !row.addressLevel2 || !row.tel) {
    throw unprocessable(
      { [field]: myPageMessages.registeredAddressIncomplete },
      myPageMessages.registeredAddressIncomplete,
    );
  }
  return copyAddress({ ...row, postalCode: row.postalCode }, null);
}

async function bookEntry(
  tx: Transaction,
  userId: number,
  kind: 'source' | 'destination',
  id: number,
): Promise<StoredAddress> {
  const row = await findAddress(tx, userId, kind, id);
  if (!row) {
    const message =
      kind === 'destination' ? myPageMessages.destinationNotFound : myPageMessages.sourceNotFound;
    // Another member's entry and a deleted one look the same: not found.
    throw new HttpError(404, message, { [kind]: message });
  }
  return copyAddress(row, row.id);
}

function oneLine(address: StoredAddress): string {
  const snapshot = toAddressSnapshot(address);
  if (!snapshot) return '';
  const name = [snapshot.organization, `${snapshot.familyName} ${snapshot.givenName}`.trim()]
    .filter(Boolean)
    .join(' ');
  return addressedTo(`${snapshot.prefecture}${snapshot.addressLevel2}${snapshot.addressLine1} ${name}`);
}

export async function changeShipment(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'shopStaffEmail'>,
  userId: number,
  purchaseId: string,
  body: ShipmentBody,
  now: Date,
): Promise<void> {
  if (body.purchaseId !== undefined && body.purchaseId !== purchaseId) {
    throw badRequest({ purchaseId: orderAnswerMessages.purchaseIdMismatch });
  }
  await db.transaction(async (tx) => {
    const purchase = await findPurchaseRow(tx, userId, purchaseId, { lock: true });
    if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
    const statuses = (await orderRowsOfPurchase(tx, purchaseId, { lock: true })).map((order) => order.status);
    if (!isPurchaseShipmentChangeable(statuses)) {
      const cancelled = statuses.every((status) => isCancelling(status));
      throw conflict(cancelled ? myPageMessages.shipmentCancelled : orderMessages.shipmentNotChangeable);
    }
    const destination = body.destination
      ? await bookEntry(tx, userId, 'destination', body.destination)
      : await registeredAddress(tx, userId, 'destination');
    const source = body.source
      ? await bookEntry(tx, userId, 'source', body.source)
      : await registeredAddress(tx, userId, 'source');
    await tx
      .update(purchases)
      .set({
        destinationAddress: destination,
        sourceAddress: source,
        deliveryTime: body.deliveryTime,
        updatedAt: now,
      })
      .where(eq(purchases.id, purchase.id));
    const target = await memberMailTarget(tx, userId);
    const summary = {
      destination: oneLine(destination),
      source: oneLine(source),
      deliveryTime: deliveryTimeLabel(body.deliveryTime),
    };
    if (target)
      await enqueueMail(tx, shipmentChangedMail(config.publicUrl, target, purchaseId, summary), now);
    await enqueueMail(tx, shipmentChangedStaffMail(config.shopStaffEmail, purchaseId), now);
  });
}
