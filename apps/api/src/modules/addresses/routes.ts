import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { useServerPostalData } from '../postal/service.ts';
import type { AddressKind } from './queries.ts';
import { addressFormSchema, addressSchema } from './schemas.ts';
import { addAddress, changeAddress, listAddressBook, readAddress, removeAddress } from './service.ts';

const idParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('The entry id'),
});

const books: { path: string; kind: AddressKind; label: string }[] = [
  { path: '/sources', kind: 'source', label: 'shipping sources (the senders printed on the parcels)' },
  { path: '/destinations', kind: 'destination', label: 'destinations' },
];

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call of the address book needs a member (checked before the body is read: 401 before
  // 400); another member's entries are 404.
  app.addHook('onRequest', requireMember);
  // The postal-code check judges with the server's lookup, not the candidates the client sent.
  app.addHook('preValidation', useServerPostalData);

  for (const { path, kind, label } of books) {
    const common = { tags: ['members'], security: bearerSecurity };

    app.get(
      path,
      {
        schema: {
          ...common,
          summary: `The member's ${label}`,
          response: { 200: z.object({ data: z.array(addressSchema) }) },
        },
      },
      async (request) => ({ data: await listAddressBook(app.db, memberOf(request).id, kind) }),
    );

    // Not in the spec's table: one entry, for an edit screen opened by link (decision 0258).
    app.get(
      `${path}/:id`,
      {
        schema: {
          ...common,
          summary: `One of the ${label}`,
          params: idParams,
          response: { 200: z.object({ data: addressSchema }) },
        },
      },
      async (request) => ({ data: await readAddress(app.db, memberOf(request).id, kind, request.params.id) }),
    );

    app.post(
      path,
      {
        schema: {
          ...common,
          summary: `Add one of the ${label} (the form carries id 0)`,
          body: addressFormSchema,
          response: { 200: z.object({ data: addressSchema }) },
        },
      },
      async (request) => ({
        data: await addAddress(app.db, memberOf(request).id, kind, request.body, app.now()),
      }),
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          ...common,
          summary: `Change one of the ${label}`,
          params: idParams,
          body: addressFormSchema,
          response: { 200: z.object({ data: addressSchema }) },
        },
      },
      async (request) => ({
        data: await changeAddress(
          app.db,
          memberOf(request).id,
          kind,
          request.params.id,
          request.body,
          app.now(),
        ),
      }),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          ...common,
          summary: `Delete one of the ${label}`,
          params: idParams,
          response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
        },
      },
      async (request) => {
        await removeAddress(app.db, memberOf(request).id, kind, request.params.id, app.now());
        return { data: { id: request.params.id } };
      },
    );
  }
};
