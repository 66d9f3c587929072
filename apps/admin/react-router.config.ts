import type { Config } from '@react-router/dev/config';

// The back office is a single-page app under /admin (decision 0733): nothing to prerender (every
// screen needs a staff session), one index.html for every address, served by the API process.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  basename: '/admin/',
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
