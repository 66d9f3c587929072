// The fuzz test of issue 14: at least 200 generated bad requests for every operation of the API's
// OpenAPI document, each answered without a 5xx, in the {message, errors} envelope when refused,
// without stack or SQL text. A request that hangs fails the test by its timeout; issue 14's "none
// slower than 5 s" is measured by bench/fuzz-slowest.ts on the same requests, since the suite
// asserts no timing. Operations come from the document the server
// serves, so a new route is fuzzed without editing this file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../src/modules/auth/test-member.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { badRequests, type BadRequest } from './bad-requests.ts';
import { injectBadRequest } from './inject-bad-request.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';
import { problemOf } from './problems.ts';

const RUNS_PER_OPERATION = 200;
/** Fixed, so a failure is reproduced by the next run; change it to explore further. */
const SEED = 1414;

let t: TestApp;
let operations: Operation[] = [];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  const document = await t.app.inject({ method: 'GET', url: '/api/docs' });
  operations = operationsOf(document.json());
});
afterAll(async () => {
  console.info(`fuzz: ${sent} bad requests over ${operations.length} operations`);
  await t?.close();
});

async function send(request: BadRequest, token: string): Promise<string | null> {
  const response = await injectBadRequest(t.app, request, token);
  sent += 1;
  return problemOf(response);
}

describe('the API under generated bad requests', () => {
  it(
    'answers every operation of the OpenAPI document without a 5xx, in the envelope',
    async () => {
      expect(operations.length).toBeGreaterThan(40);
      for (const operation of operations) {
        // A member of its own per operation: POST /leave or a deleted address cannot spoil the next.
        const member = await createTestMember(t.app);
        await fc.assert(
          fc.asyncProperty(badRequests(operation), async (request) => {
            const problem = await send(request, member.token);
            if (problem !== null) {
              throw new Error(
                `${request.method} ${request.url.slice(0, 200)} (${request.broken}, ${request.sender}): ${problem}`,
              );
            }
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        );
      }
      expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
    },
    15 * 60 * 1000,
  );
});
