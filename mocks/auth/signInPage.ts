import { escapeHtml, scriptJson } from '@shared/email/escape';

/**
 * The sign-in emulator's page, standing in for the hosted provider's. Self-contained (inline style and script)
 * and French. Its script speaks the pop-up protocol (docs/platform.md#fenêtre-de-connexion): `ready` to
 * the opener, `init` back (projectId, icon, title), then a `sign-in` message carrying the token; without an
 * opener it redirects to `redirectTo` with `token=<accessToken>` added.
 */
export function signInPage(options: {
  projectId: string;
  adminEmails: readonly string[];
  siteUrl: string;
}): string {
  const boot = { projectId: options.projectId, siteUrl: options.siteUrl };
  const admins = options.adminEmails.map(escapeHtml).join(', ');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Connexion</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1c2430; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); width: min(24rem, 90vw); }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; display: flex; gap: .5rem; align-items: center; }
  h1 img { width: 28px; height: 28px; }
  label { display: block; font-weight: 600; margin: 1.25rem 0 .4rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #8a97a8; border-radius: 6px; }
  button { margin-top: 1rem; width: 100%; padding: .7rem; font-size: 1rem; border: 0; border-radius: 6px; background: #1e5bb8; color: #fff; cursor: pointer; }
  button:disabled { opacity: .6; cursor: wait; }
  .hint { font-size: .85rem; color: #4a5566; }
  [role="alert"] { color: #b3261e; min-height: 1.2em; margin-top: .75rem; }
</style>
</head>
<body>
<main>
  <h1><img id="icon" alt="" hidden><span id="title">Connexion</span></h1>
  <p class="hint">Émulateur de connexion (développement) : saisissez une adresse pour vous connecter.</p>
  <form id="form" novalidate>
    <label for="email">Adresse e-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <button id="submit" type="submit">Se connecter</button>
    <p id="error" role="alert"></p>
  </form>
  <p class="hint">Comptes administrateurs : ${admins}.</p>
</main>
<script id="boot" type="application/json">${scriptJson(boot)}</script>
<script>
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const params = new URLSearchParams(location.search);
  let projectId = params.get('projectId') || boot.projectId;
  const redirectTo = params.get('redirectTo');
  const opener = window.opener;
  // The token goes only to the project's own pages (projectOrigins, origins.ts): the redirect fallback's too.
  const allowed = [location.origin, new URL(boot.siteUrl).origin];
  let openerOrigin = null;
  const $ = (id) => document.getElementById(id);

  if (opener) opener.postMessage({ type: 'ready' }, '*');
  window.addEventListener('message', (event) => {
    if (event.source !== opener || !event.data || event.data.type !== 'init') return;
    const data = event.data.data || {};
    if (!allowed.includes(event.origin)) return;
    openerOrigin = event.origin;
    if (typeof data.projectId === 'string' && data.projectId) projectId = data.projectId;
    if (typeof data.title === 'string' && data.title) $('title').textContent = data.title;
    if (typeof data.icon === 'string' && /^(https?:|\\/|data:image\\/)/.test(data.icon)) {
      $('icon').src = data.icon;
      $('icon').hidden = false;
    }
  });

  function redirectTarget(token) {
    const target = new URL(redirectTo, location.href);
    if (!allowed.includes(target.origin)) throw new Error('Adresse de retour non autorisée.');
    target.searchParams.set('token', token);
    // The page that started the sign-in checks this value before it accepts the token (login CSRF).
    const state = params.get('state');
    if (state) target.searchParams.set('state', state);
    return target.href;
  }

  $('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('submit');
    $('error').textContent = '';
    button.disabled = true;
    button.textContent = 'Connexion...';
    try {
      const response = await fetch('/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: $('email').value, projectId }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(body.message || 'Connexion impossible.');
      if (opener && !opener.closed) {
        if (!openerOrigin) throw new Error('Cette page n’a pas été ouverte par le site : connexion refusée.');
        opener.postMessage({ type: 'sign-in', data: { projectId, accessToken: body.accessToken, user: body.user } }, openerOrigin);
        window.close();
        return;
      }
      if (redirectTo) {
        location.assign(redirectTarget(body.accessToken));
        return;
      }
      $('error').textContent = 'Connecté : vous pouvez fermer cette fenêtre.';
    } catch (error) {
      $('error').textContent = error instanceof Error ? error.message : String(error);
    } finally {
      button.disabled = false;
      button.textContent = 'Se connecter';
    }
  });
})();
</script>
</body>
</html>`;
}
