// Which modules pull zod into a route's first view (issue 9, decision 0560): for each route given,
// the first-view chunks that import zod's chunk, with the source modules inside them. Needs a build
// with source maps: `WEB_SOURCEMAP=1 npm run build -w @shop/web`, then
// `npx tsx bench/zod-importers.ts routes/contact routes/cart`. (Rebuild without it before serving.)
import fs from 'node:fs';
import path from 'node:path';
import { clientDir, readManifest, routeFirstView } from './bundle-size.ts';

const assets = path.join(clientDir, 'assets');
const withMap = (file: string) => fs.existsSync(path.join(assets, `${file}.map`));
const sourcesOf = (file: string): string[] =>
  (JSON.parse(fs.readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

const zodChunk = fs
  .readdirSync(assets)
  .find(
    (file) =>
      file.endsWith('.js') && withMap(file) && sourcesOf(file).some((s) => s.includes('zod/v4/core/core.js')),
  );
if (!zodChunk) throw new Error('no zod chunk with a source map: build with WEB_SOURCEMAP=1');
const staticImportOfZod = new RegExp(`(?:from|import)"\\./${zodChunk.replaceAll('.', '\\.')}"`);

const manifest = readManifest();
for (const routeId of process.argv.slice(2)) {
  const importers = routeFirstView(manifest, routeId)
    .files.map((file) => path.basename(file.url))
    .filter((file) => staticImportOfZod.test(fs.readFileSync(path.join(assets, file), 'utf8')));
  console.log(`== ${routeId}${importers.length === 0 ? ': no zod' : ''}`);
  for (const file of importers) {
    const own = sourcesOf(file)
      .filter((source) => !source.includes('node_modules'))
      .map((source) => source.replace(/^(\.\.\/)+/, ''));
    console.log(`  ${file}: ${own.join(', ')}`);
  }
}
