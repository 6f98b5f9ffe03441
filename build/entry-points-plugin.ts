import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

/**
 * `npm start` (and `vite preview`) print where the two areas begin beside Vite's own URLs: a newcomer
 * opens the root and meets the site's sign-in, and would not guess that the back office is under /admin.
 */
function printEntryPoints(server: ViteDevServer | PreviewServer) {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const base = server.resolvedUrls?.local[0];
    if (!base) return;
    server.config.logger.info(`  ➜  公司站点:   ${base}login`);
    server.config.logger.info(`  ➜  后台管理:   ${base}admin/login`);
  };
}

export function entryPointsPlugin(): Plugin {
  return { name: 'entry-points', configureServer: printEntryPoints, configurePreviewServer: printEntryPoints };
}
