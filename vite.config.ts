/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { testConfig } from './testing/vitest/testConfig.ts';
import { aliases } from './pipeline/vite/aliases.ts';
import { backofficeBuild } from './pipeline/vite/backofficeBuild.ts';
import { chunkModules } from './pipeline/vite/chunkModules.ts';
import { siteEnvironments } from './pipeline/vite/siteBuild.ts';
import { buildSite } from './pipeline/vite/sitePipeline.ts';
import { devServer, signInEmulator, twoApps } from './pipeline/vite/twoApps.ts';

/**
 * One Vite project, two apps: the public site at `/` (pipeline/vite/siteBuild.ts) and the back-office at `/admin/`
 * (pipeline/vite/backofficeBuild.ts), each built as its own bundle; this file only composes them.
 */
const backoffice = backofficeBuild();

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [react(), twoApps(), signInEmulator(), chunkModules(), ...backoffice.plugins],
  publicDir: 'site/public',
  appType: 'mpa',
  ...devServer,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph the prerenderer and the budget check read.
    manifest: true,
  },
  /**
   * `vite build` builds four environments (pipeline/vite/sitePipeline.ts): the public site, the back-office, the
   * loader, then the prerenderer, which writes every public page's HTML, sitemap.xml and robots.txt; the budget
   * check ends the build.
   */
  environments: { ...siteEnvironments, admin: backoffice.environment },
  builder: { buildApp: buildSite },
  test: testConfig(),
});
