/**
 * Where the preview server takes deploy hooks, and so the back-office's default hook when the platform is that
 * same-origin server (docs/product.md#publication).
 */
export const PREVIEW_DEPLOY_HOOK_PATH = '/__deploy-hook';
