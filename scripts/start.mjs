// `npm start`: build what is missing or older than its sources, then run the one server process
// (API + built app + sandbox payments) on the embedded database in ./data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the files below the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    if (!fs.existsSync(file)) return;
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) if (entry !== 'node_modules') visit(path.join(file, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const domain = at('packages/domain/src');
const webOutput = at('apps/web/build/client/index.html');
if (
  builtAt(webOutput) <
  newest([
    domain,
    at('apps/web/app'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
    at('apps/web/react-router.config.ts'),
  ])
) {
  console.warn('Building the web app…');
  run(['run', 'build', '-w', '@shop/web']);
}
const adminOutput = at('apps/admin/build/client/index.html');
if (
  builtAt(adminOutput) <
  newest([
    domain,
    at('apps/admin/app'),
    at('apps/web/app/ui'),
    at('apps/admin/vite.config.ts'),
    at('apps/admin/react-router.config.ts'),
  ])
) {
  console.warn('Building the back office…');
  run(['run', 'build', '-w', '@shop/admin']);
}
const apiOutput = at('apps/api/dist/server.js');
if (builtAt(apiOutput) < newest([domain, at('apps/api/src')])) {
  console.warn('Building the API server…');
  run(['run', 'build', '-w', '@shop/api']);
}

await import(pathToFileURL(apiOutput).href);
