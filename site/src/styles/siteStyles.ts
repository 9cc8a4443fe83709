/**
 * Every CSS module of the site, as an entry of the build (pipeline/vite/siteBuild.ts) whose exports the bundler keeps: the
 * pages' markup is prerendered and their code never shipped, so their CSS modules are reached from here, and their
 * rules land in the site's one stylesheet (cssCodeSplit false), inlined in every page. Never loaded by a page.
 */
export const SITE_STYLES = import.meta.glob('../**/*.module.css', { eager: true });
