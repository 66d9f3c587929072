import type { Config } from '@react-router/dev/config';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './build-plugins/precompress';

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

// Static hosting under /sp (ARCHITECTURE.md): no runtime server rendering. Every route without a
// dynamic segment is prerendered to its own HTML at build time; dynamic and wildcard routes
// (purchase done, reset token, materials, mypage/*, ...) are resolved in the browser from the
// SPA fallback, build/client/__spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  basename,
  prerender: ({ getStaticPaths }) => getStaticPaths(),
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
