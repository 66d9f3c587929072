// Bundles the server with esbuild: our workspace packages (TypeScript source) go into the bundle,
// every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  entryPoints: [path.join(dir, 'src/server.ts')],
  outfile: path.join(dir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
