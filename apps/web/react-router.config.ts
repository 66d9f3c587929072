import type { Config } from '@react-router/dev/config';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sampleCatalogueSource } from '@shop/domain/catalog';
import { paths } from './app/config/paths';
import { writeClientRoutes } from './build-plugins/client-routes';
import { precompress } from './build-plugins/precompress';
import { putStylesheetsFirst } from './build-plugins/stylesheet-first';

const basename = '/sp/';

/**
 * React Router writes prerendered pages under the basename (build/client/sp/products/index.html)
 * but assets and the SPA fallback at the top (build/client/assets, build/client/__spa-fallback.html).
 * The API server mounts build/client at /sp, so the pages move up one level: the folder then
 * mirrors the URL space below /sp (decision 0201).
 */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const targetExists = await stat(target).then(
      () => true,
      () => false,
    );
    if ((await stat(source)).isDirectory() && targetExists) {
      await moveInto(source, target);
    } else {
      if (targetExists) await rm(target, { recursive: true });
      await rename(source, target);
    }
  }
  await rmdir(from);
}

/**
 * The material pages of the sample catalogue, which the shop opens with (decision 0534). Their HTML
 * names the configurator's code, so the phone fetches it beside the shared code instead of after
 * it; the page itself still renders from the catalogue the API gives. A material the staff add
 * later is resolved from the SPA fallback like any other dynamic path.
 */
const sampleMaterialPages = sampleCatalogueSource
  .filter((product) => product.productType !== 'estimate')
  .flatMap((product) => {
    const slug = product.setting.slug;
    return typeof slug === 'string' ? [paths.material.href(slug)] : [];
  });

// Static hosting under /sp (ARCHITECTURE.md): no runtime server rendering. Every route without a
// dynamic segment is prerendered to its own HTML at build time, and so are the sample materials'
// pages; the other dynamic and wildcard routes (purchase done, reset token, mypage/*, ...) are
// resolved in the browser from the SPA fallback, build/client/__spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  basename,
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), ...sampleMaterialPages],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const nested = path.join(client, ...basename.split('/').filter(Boolean));
    if (
      await stat(nested).then(
        (s) => s.isDirectory(),
        () => false,
      )
    )
      await moveInto(nested, client);
    await putStylesheetsFirst(client);
    await writeClientRoutes(client);
    // Last, so that the compressed copies match the final files (decision 0530).
    await precompress(client);
  },
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
