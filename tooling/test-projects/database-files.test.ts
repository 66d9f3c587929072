// The rule choosing which API test files also run on PostgreSQL (decision 0838).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-files.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'database-files-'));
const write = (file: string, source: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), source);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

write('src/db/client.ts', "import pg from 'pg';\nimport { PGlite } from '@electric-sql/pglite';\n");
write('src/app.ts', "import { open } from './db/client.ts';\n");
write('src/pdf.ts', "import { format } from './format.ts';\n");
write('src/format.ts', "import { pdf } from './pdf.ts';\n"); // a cycle
write('test/helper.ts', "import { buildApp } from '../src/app.ts';\n");
write('test/spawn.ts', 'const kind = process.env.TEST_DB_KIND;\n');
write('src/pdf.test.ts', "import { pdf } from './pdf.ts';\nimport { it } from 'vitest';\n");
write('src/routes.test.ts', "import { createTestApp } from '../test/helper.ts';\n");
write('src/spawned.test.ts', "import { start } from '../test/spawn.ts';\n");
write('src/lazy.test.ts', "const { open } = await import('./db/client.ts');\n");
write('src/driver.test.ts', "import { PGlite } from '@electric-sql/pglite';\n");
// A cycle whose first half is read before the half that opens the database.
write('src/orders.ts', "import { mails } from './mails.ts';\nimport { open } from './db/client.ts';\n");
write('src/mails.ts', "import { orders } from './orders.ts';\n");
write('src/orders.test.ts', "import { orders } from './orders.ts';\n");
// Read after src/ (folders are taken in the order given), once the cycle has been walked from orders.
write('test/mails.test.ts', "import { mails } from '../src/mails.ts';\n");
write('test/fuzz/fuzz.test.ts', "import { createTestApp } from '../helper.ts';\n");

describe('databaseTestFiles', () => {
  it('keeps every file that reaches a driver or the kind knob, through imports, and only those', () => {
    expect(databaseTestFiles(root, ['src', 'test'])).toEqual([
      'src/driver.test.ts',
      'src/lazy.test.ts',
      'src/orders.test.ts',
      'src/routes.test.ts',
      'src/spawned.test.ts',
      'test/fuzz/fuzz.test.ts',
      'test/mails.test.ts',
    ]);
  });

  it('reads the real API tests the same way: PDF rendering once, the app on both kinds', () => {
    const files = databaseTestFiles(path.resolve(import.meta.dirname, '../../apps/api'), ['src', 'test']);
    expect(files).not.toContain('src/documents/receipt.test.ts');
    expect(files).toContain('src/modules/checkout/sigkill.test.ts');
    expect(files).toContain('test/fuzz/fuzz.test.ts');
  });
});
