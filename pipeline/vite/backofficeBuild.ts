import type { EnvironmentOptions, Plugin } from 'vite';
import { adminChunking } from './adminChunks.ts';
import { BROWSER_TARGETS } from './browserTargets.ts';
import { productionBuilds } from './productionBuilds.ts';

/**
 * The back-office's build (`admin` environment): a bundle of its own, so neither app's tree-shaking is widened by
 * the other, cut into files by adminChunks.ts; with the plugins only it needs. A setting for the
 * administrators' browsers goes in `environment.build`.
 */
export function backofficeBuild(): {
  environment: EnvironmentOptions;
  plugins: Plugin[];
} {
  // The back-office's cut into files, and the plugin that learns the dashboard's modules.
  const chunks = adminChunking();
  return {
    environment: {
      consumer: 'client',
      // Build-only: in dev the client environment serves /admin too; no second dependency scan.
      optimizeDeps: { noDiscovery: true, include: [] },
      build: {
        // The browsers package.json's browserslist names (docs/islands.md#navigateurs-pris-en-charge).
        target: BROWSER_TARGETS,
        rollupOptions: {
          input: { admin: 'backoffice/index.html' },
          // The sign-in screen's code in one file, the dashboard's in a second (pipeline/vite/adminChunks.ts).
          output: { codeSplitting: chunks.codeSplitting },
        },
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: '.vite/manifest-admin.json',
      },
    },
    plugins: [productionBuilds(), chunks.plugin],
  };
}
