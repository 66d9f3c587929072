// The size limit, on an app whose limit is 1 KB (the real one is 100 MB: too much to send in a test).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validationMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orders } from '../../db/schema.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { uploadRoutes } from './routes.ts';
import { SAMPLE_FILES, multipartBody } from '../../../test/multipart.ts';

let t: TestApp;
let small: FastifyInstance;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
  small = Fastify({ logger: false });
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  small.decorate('config', t.config);
  small.decorate('fileStore', t.app.fileStore);
  small.decorate('db', t.app.db);
  small.decorate('now', t.app.now);
  await small.register(errorsPlugin);
  await small.register(authPlugin);
  await small.register(uploadRoutes, { prefix: '/api/v2', maxFileBytes: 1024 });
  await small.ready();
});
afterAll(async () => {
  await small.close();
  await t.close();
});

it('refuses a file over the limit with 413 and the size in the message, keeping nothing', async () => {
  const { orderIds } = await createTestPurchase(t.app.db, { userId: member.id });
  const send = (content: Buffer) => {
    const { payload, headers } = multipartBody([
      { name: 'order_id', value: orderIds[0]! },
      { name: 'file', filename: 'big.pdf', content },
    ]);
    return small.inject({
      method: 'POST',
      url: '/api/v2/upload',
      payload,
      headers: { ...headers, ...member.headers },
    });
  };
  const tooLarge = await send(Buffer.concat([SAMPLE_FILES.pdf.subarray(0, 1000), Buffer.alloc(25, 0x20)]));
  expect(tooLarge.statusCode).toBe(413);
  const message = validationMessages.fileTooLarge(1);
  expect(tooLarge.json()).toEqual({ message, errors: { file: message } });
  const dir = path.join(t.dataDir, 'tmp', 'uploads');
  expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

  // Exactly at the limit is accepted.
  const atLimit = await send(SAMPLE_FILES.pdf.subarray(0, 1024));
  expect(atLimit.statusCode).toBe(200);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.orderId, orderIds[0]!));
  expect(order?.status).toBe(ORDER_STATUS.uploaded);
});
