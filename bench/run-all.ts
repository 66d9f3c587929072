// `npm run bench`: every benchmark in turn. Figures go to bench/README.md by hand, with the date.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
for (const script of ['bundle-size.ts', 'startup.ts', 'api-load.ts', 'purchase-load.ts']) {
  console.log(`\n== ${script}`);
  execFileSync('npx', ['tsx', path.join(here, script)], { stdio: 'inherit' });
}
