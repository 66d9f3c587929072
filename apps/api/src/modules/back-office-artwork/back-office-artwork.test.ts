// Issue 20 point 1 (decision 0751): staff download every artwork file as an attachment and see a
// PNG or JPEG in the page's viewer; a PDF is never shown inline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { uploads } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { createTestStaff, staffPurchaseView, type TestStaff } from '../staff/test-staff.ts';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../../../test/multipart.ts';

let t: TestApp;
let member: TestMember;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

async function uploadOne(orderId: string, file: FormPart) {
  const { payload, headers } = multipartBody([{ name: 'order_id', value: orderId }, file]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/upload',
    payload,
    headers: { ...headers, ...member.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { upload: { id: number } } }>().data.upload.id;
}

describe('artwork in the back office', () => {
  it('downloads every file as an attachment and shows only images inline', async () => {
    const purchase = await createTestPurchase(t.app.db, {
      userId: member.id,
      status: ORDER_STATUS.purchased,
    });
    const orderId = purchase.orderIds[0] ?? '';
    const pdfId = await uploadOne(orderId, {
      name: 'file',
      filename: 'design.pdf',
      content: SAMPLE_FILES.pdf,
    });
    const pngId = await uploadOne(orderId, {
      name: 'file',
      filename: 'design.png',
      content: SAMPLE_FILES.png,
    });

    const { artworks } = await staffPurchaseView(t.app, staff, purchase.purchaseId);
    expect(artworks.map((file) => [file.uploadId, file.viewable])).toEqual([
      [pdfId, false],
      [pngId, true],
    ]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${pdfId}`,
      headers: staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    const pdfView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${pdfId}/view`,
      headers: staff.headers,
    });
    expect(pdfView.statusCode).toBe(404);

    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${pngId}/view`,
      headers: staff.headers,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });

    // An image with active content inside is only ever downloaded.
    await t.app.db.update(uploads).set({ activeContent: true }).where(eq(uploads.id, pngId));
    const inert = await t.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${pngId}/view`,
      headers: staff.headers,
    });
    expect(inert.statusCode).toBe(404);
  });
});
