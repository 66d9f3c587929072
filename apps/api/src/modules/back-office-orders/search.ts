// The order list of the back office: one search box and the filters (decision 0740), a page at a
// time, newest purchase first. The customer's own details and the purchase's destination both match.
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { pageCount, searchTerm, staffMoveTargets, type OrderSearch } from '@shop/domain/back-office';
import { paymentMethodLabel } from '@shop/domain/checkout';
import { orderStatusLabel } from '@shop/domain/orders';
import type { StaffOrderList } from '@shop/domain/answers';
import type { Database } from '../../db/client.ts';
import { orders, products, purchases, users } from '../../db/schema.ts';
import { statusOf } from '../orders/purchase-rules.ts';

const digits = (column: SQL) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
const destination = (field: string) => sql`coalesce(${purchases.destinationAddress}->>${field}, '')`;
const contains = (column: SQL, value: string) =>
  sql`${column} like ${`%${value.replace(/[\\%_]/g, '\\$&')}%`}`;

/** The condition the search box adds, or undefined when it is empty. */
function termCondition(q: string | undefined): SQL | undefined {
  const term = searchTerm(q ?? '');
  if (!term) return undefined;
  switch (term.kind) {
    case 'purchaseNumber':
      return sql`${purchases.purchaseId} like ${`${term.value}%`}`;
    case 'orderNumber':
      return eq(orders.orderId, term.value);
    case 'tel':
      return sql`(${contains(digits(sql`${users.tel}`), term.value)} or ${contains(digits(destination('tel')), term.value)})`;
    case 'email':
      return contains(sql`lower(coalesce(${users.email}, ''))`, term.value);
    case 'kana':
      return sql`(${contains(sql`${users.familyKana} || ${users.givenKana}`, term.value)} or ${contains(sql`${destination('familyKana')} || ${destination('givenKana')}`, term.value)})`;
    case 'name':
      return sql`(${contains(sql`${users.familyName} || ${users.givenName}`, term.value)} or ${contains(sql`${users.organization}`, term.value)} or ${contains(sql`${destination('familyName')} || ${destination('givenName')}`, term.value)} or ${contains(destination('organization'), term.value)})`;
  }
}

function conditions(query: OrderSearch): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    termCondition(query.q),
    query.status && query.status.length > 0 ? inArray(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(purchases.paymentMethod, query.paymentMethod) : undefined,
    query.shippingFrom ? gte(orders.shippingDate, query.shippingFrom) : undefined,
    query.shippingTo ? lte(orders.shippingDate, query.shippingTo) : undefined,
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

export async function searchOrders(db: Database, query: OrderSearch): Promise<StaffOrderList> {
  const where = conditions(query);
  const base = () =>
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(purchases, eq(purchases.purchaseId, orders.purchaseId))
      .innerJoin(users, eq(users.id, orders.userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        order: orders,
        paymentMethod: purchases.paymentMethod,
        destination: purchases.destinationAddress,
        familyName: users.familyName,
        givenName: users.givenName,
        organization: users.organization,
        email: users.email,
        productName: products.name,
      })
      .from(orders)
      .innerJoin(purchases, eq(purchases.purchaseId, orders.purchaseId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.purchaseId), asc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    base().where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    rows: rows.map((row) => {
      const to = (row.destination ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        orderId: row.order.orderId,
        purchaseId: row.order.purchaseId,
        createdAt: row.order.createdAt.toISOString(),
        status: row.order.status,
        statusLabel: orderStatusLabel(row.order.status),
        productName: row.productName ?? '',
        num: row.order.num,
        amountTotal: row.order.amountTotal,
        shippingDate: row.order.shippingDate,
        paymentMethod: row.paymentMethod,
        paymentMethodLabel: paymentMethodLabel(row.paymentMethod),
        customerName: `${row.familyName} ${row.givenName}`.trim() || row.organization,
        customerEmail: row.email,
        destinationName: `${text(to.familyName)} ${text(to.givenName)}`.trim() || text(to.organization),
        deliveryProvider: row.order.deliveryProvider,
        trackingNumber: row.order.trackingNumber,
        nextStatuses: staffMoveTargets(statusOf(row.order.status)),
      };
    }),
    total,
    page: query.page,
    perPage: query.perPage,
    pageCount: pageCount(total, query.perPage),
  };
}
