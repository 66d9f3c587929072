// TEMPORARY (deleted after the run): the main config, but serving the already built API.
import path from 'node:path';
import base from './playwright.config';
export default {
  ...base,
  webServer: {
    ...base.webServer,
    command: `rm -rf .data && WEB_BUILD_DIR=/tmp/members-web DATA_DIR=${path.resolve(import.meta.dirname, '.data')} node ../apps/api/dist/server.js`,
  },
};
