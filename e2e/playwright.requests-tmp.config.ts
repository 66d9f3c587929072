// Temporary (removed after the run): the shared config with a private server, build and data dir.
import base from './playwright.config';

export default {
  ...base,
  webServer: {
    ...base.webServer,
    command:
      'rm -rf /tmp/req-e2e-data && DATA_DIR=/tmp/req-e2e-data WEB_BUILD_DIR=/work/main/.tmp/req-web/build/client node ../apps/api/.tmp/req-server.js',
  },
};
