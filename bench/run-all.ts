// `npm run bench`: every benchmark in turn. Figures go to bench/README.md by hand, with the date.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
const scripts = [
  'bundle-size.ts',
  'engine-speed.ts',
  'startup.ts',
  'api-load.ts',
  'purchase-load.ts',
  // The browser benchmarks start the built shop on their own port (3241) and data directory.
  'lighthouse.ts',
  'configurator-inp.ts',
  'prefetch-main-thread.ts',
];
for (const script of scripts) {
  console.log(`\n== ${script}`);
  execFileSync('npx', ['tsx', path.join(here, script)], { stdio: 'inherit' });
}
