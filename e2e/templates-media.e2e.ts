import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, publishSite, signIn } from './api';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

const capture = screenshots('templates-media');

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const banner = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** The number on a folder's chip in the media library (NaN while it loads). */
async function folderCount(page: Page, folder: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Dossiers' })
    .getByRole('button', { name: new RegExp(`^${folder} `) });
  const label = await item.getByLabel(/fichier\(s\)$/).getAttribute('aria-label');
  return Number(label?.match(/^(\d+) fichier/)?.[1]);
}

/** A real PNG header followed by bytes: accepted by the first-bytes check. */
function pngBytes(size: number): Buffer {
  const buffer = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return buffer;
}

describe('email templates', () => {
  it('creates, previews (no script runs), edits and deletes a template, each pane at its own address', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin@example.com');
    // The former address leads to the list (docs/product.md#modèles-et-médias).
    await page.goto('/admin/email-templates');
    await page.waitForURL((url) => url.pathname === '/admin/templates');
    await page.getByRole('heading', { level: 1, name: 'Templates Email' }).waitFor();
    await page.getByText('Newsletter mensuelle').waitFor();
    await page.getByText('Aucun template sélectionné').waitFor();
    const title = await page.title();

    // Incomplete: refused, nothing saved. The form has its address: a reload keeps it.
    await page.getByRole('link', { name: 'Nouveau Template' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/templates/create');
    await page.reload();
    await page.getByText('Créer un template').waitFor();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await banner(page, 'Tous les champs sont requis');

    const name = `Relance ${tag()}`;
    await page.getByLabel(/Nom du template/).fill(name);
    await page.getByLabel(/Sujet de l’email/).fill('Bonjour {firstName}, -{discount}');
    await page.getByRole('button', { name: /Contenu HTML/ }).click();
    const area = page.getByRole('textbox', { name: /Contenu HTML/ });
    await area.fill(
      '<h1>Bonjour {firstName}</h1>\n<script>window.top.document.title = "PIRATÉ"; window.parent.__pwned = 1;</script>' +
        '<img src="x" onerror="window.top.document.title = \'PIRATÉ\'">',
    );
    // One click on « Créer » while the HTML area is still being edited (no Ctrl+Enter) saves.
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await banner(page, 'Template créé avec succès');
    await page.getByText('Aucun template sélectionné').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/templates');
    const stored = (await (await adminClient()).find('templates', { filter: { name }, limit: 1 })).list[0];
    expect(stored?.content).toContain('<h1>Bonjour {firstName}</h1>');
    const id = String(stored?._id);

    // Preview: sandboxed, placeholders filled, no script ran; its address survives a reload.
    await page.getByText(name).click();
    await page.waitForURL((url) => url.pathname === `/admin/templates/${id}/show`);
    await page.reload();
    const frame = page.locator('iframe[title^="Aperçu du template"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page
      .frameLocator('iframe[title^="Aperçu du template"]')
      .getByRole('heading', { name: 'Bonjour Marie' })
      .waitFor();
    await page.getByText('Bonjour Marie, -30 %').waitFor();
    // A script of the template would have run before its frame's load event.
    await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(375);
    await page.getByRole('button', { name: 'Copier HTML' }).click();
    await page.getByRole('button', { name: 'Copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '<h1>Bonjour {firstName}</h1>',
    );
    await page.getByRole('button', { name: 'Copier HTML' }).waitFor({ timeout: 4000 });
    await capture(page, `template-preview-1280.png`, { fullPage: true });

    await page.getByRole('button', { name: 'Envoyer un test' }).click();
    await banner(page, 'E-mail de test envoyé à admin@example.com');

    // Edit at its address (a reload keeps it); leaving with unsaved changes asks first.
    const row = page.getByTestId('template-row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Modifier' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/templates/${id}`);
    await page.reload();
    await page.getByText('Modifier le template').waitFor();
    await page.getByLabel(/Sujet de l’email/).fill('Sujet modifié');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Nouveau Template' }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'Certains changements n’ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?',
      ]);
    expect(new URL(page.url()).pathname).toBe(`/admin/templates/${id}`);
    expect(await page.getByLabel(/Sujet de l’email/).inputValue()).toBe('Sujet modifié');
    // One click saves while the HTML area is open here too.
    await page.getByRole('button', { name: /Contenu HTML/ }).click();
    await page.getByRole('textbox', { name: /Contenu HTML/ }).press('Control+End');
    await page.getByRole('textbox', { name: /Contenu HTML/ }).pressSequentially('<p>Fin</p>');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await banner(page, 'Template mis à jour avec succès');
    await page.reload();
    await page.getByTestId('template-row').filter({ hasText: name }).getByText('Sujet modifié').waitFor();
    expect(
      (await (await adminClient()).get<{ content: string }>('templates', id)).content.endsWith('<p>Fin</p>'),
    ).toBe(true);

    // A campaign made from it links to it.
    const campaign = await (
      await adminClient()
    ).create('campaigns', {
      name: `Depuis ${name}`,
      subject: 'Objet',
      topic: 'newsletter',
      templateId: id,
      html: '<p>x</p>',
      status: 'draft',
    });
    await page.goto(`/admin/campaigns/${String(campaign._id)}/show`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/admin/templates/${id}`);
    await page.getByText('Modifier le template').waitFor();
    await (await adminClient()).remove('campaigns', String(campaign._id));

    await page
      .getByTestId('template-row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page.getByText('Êtes-vous sûr de vouloir supprimer ce template ?').waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await banner(page, 'Template supprimé avec succès');
    await page.waitForURL((url) => url.pathname === '/admin/templates');
    expect(await page.getByText(name).count()).toBe(0);
    expect(pageErrors).toEqual([]);

    const phone = await newContext(browser, VIEWPORTS.phone);
    await signIn(phone.page, 'admin@example.com');
    await phone.page.goto('/admin/email-templates');
    await phone.page.getByText('Newsletter mensuelle').click();
    await phone.page.getByRole('button', { name: 'Mobile' }).click();
    await capture(phone.page, `template-preview-390.png`, { fullPage: true });
    await phone.context.close();
    await context.close();
  });
});

describe('media library', () => {
  it('uploads with progress, moves, finds, previews and bulk-deletes an image; its file is then gone', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/media-images');
    await page.getByRole('heading', { level: 1, name: 'Médias & Images' }).waitFor();
    await page.getByTestId('media-item').first().waitFor();
    expect(await page.getByTestId('media-item').count()).toBe(5);

    // Slow the upload so its progress is visible.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const name = `chantier-${tag()}.png`;
    await page.getByRole('button', { name: 'Uploader', exact: true }).click();
    await page.getByRole('heading', { name: 'Uploader un fichier' }).waitFor();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
        if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? '');
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: pngBytes(2 * 1024 * 1024) });
    await page.getByText('Image uploadée avec succès !').waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await page.evaluate(() =>
      (window as unknown as { __progress: string[] }).__progress.map(Number),
    );
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await capture(page, `media-upload-1280.png`);
    await page.getByRole('button', { name: 'Fermer', exact: true }).click();
    await banner(page, 'Fichier uploadé avec succès');
    await expect.poll(() => page.getByTestId('media-item').first().textContent()).toContain(name);

    // Uploaded while "Tous les fichiers" was open: it is in "Général". Move it into "Domotique" from there.
    const folders = page.getByRole('list', { name: 'Dossiers' });
    await folders.getByText('Général').click();
    await page.getByTestId('media-item').filter({ hasText: name }).waitFor();
    await expect.poll(() => folderCount(page, 'Général')).toBeGreaterThan(0);
    const generalBefore = await folderCount(page, 'Général');
    const domotiqueBefore = await folderCount(page, 'Domotique');
    await page.getByRole('button', { name: `Déplacer — ${name}` }).click();
    await page.getByRole('combobox', { name: 'Dossier' }).click();
    await page.getByRole('option', { name: 'Domotique' }).click();
    await page.getByRole('button', { name: 'Déplacer', exact: true }).click();
    await banner(page, 'Fichier déplacé vers « Domotique »');
    // Without a reload: the file has left the folder on screen, and both counts follow.
    await page.getByTestId('media-item').filter({ hasText: name }).waitFor({ state: 'detached' });
    await expect.poll(() => folderCount(page, 'Général')).toBe(generalBefore - 1);
    await expect.poll(() => folderCount(page, 'Domotique')).toBe(domotiqueBefore + 1);
    await folders.getByText('Domotique').click();
    await expect.poll(() => page.getByTestId('media-item').count()).toBe(domotiqueBefore + 1);
    await page.getByTestId('media-item').filter({ hasText: name }).waitFor();

    // Search (case-insensitive, on the server) across all files.
    await page.getByRole('list', { name: 'Dossiers' }).getByText('Tous les fichiers').click();
    await page
      .getByRole('searchbox', { name: 'Rechercher des fichiers...' })
      .fill(name.slice(0, 14).toUpperCase());
    await expect.poll(() => page.getByTestId('media-item').count()).toBe(1);
    await page.getByTestId('media-item').filter({ hasText: name }).waitFor();

    // Preview.
    await page.getByRole('button', { name: `Aperçu — ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copier l’URL' }).waitFor();
    const download = dialog.getByRole('link', { name: 'Télécharger' });
    const url = new URL((await download.getAttribute('href')) ?? '', page.url()).href;
    expect((await page.request.get(url)).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    // Bulk delete: the document and the stored file go.
    await page.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
    await page.getByRole('button', { name: 'Supprimer (1)' }).click();
    await page.getByText('Supprimer 1 fichier(s) sélectionné(s) ?').waitFor();
    await page.getByText('Ce fichier n’est affiché nulle part sur le site ni dans les templates.').waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await banner(page, '1 fichier(s) supprimé(s)');
    await page.getByText('Aucun fichier ne correspond à votre recherche').waitFor();
    expect((await page.request.get(url)).status()).toBe(404);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('says where a file is shown before deleting it; the site then shows its default image and placeholder', async () => {
    // A file of the library, shown by the home hero, a new portfolio project and a new e-mail template.
    const api = await adminClient();
    const name = `facade-${tag()}.png`;
    const bytes = pngBytes(4096);
    const [uploaded] = await api.uploadFiles([
      new File([new Uint8Array(bytes)], name, { type: 'image/png' }),
    ]);
    const url = uploaded!.fileUrl!;
    await api.create('media', {
      name,
      url,
      type: 'image',
      mimeType: 'image/png',
      size: bytes.byteLength,
      folder: 'projets',
      alt: 'Façade',
      uploadedAt: new Date().toISOString(),
      uploadedBy: 'admin@example.com',
    });
    const home = (await api.find('content', { filter: { section: 'home' }, limit: 1 })).list[0]!;
    await api.update('content', { _id: home._id }, { heroImage: url, heroImageAlt: 'Façade rénovée' });
    const title = `Ravalement ${tag()}`;
    const project = await api.create('projects', {
      title,
      place: 'Le Havre',
      service: 'Rénovation',
      year: 2024,
      summary: 'Ravalement et isolation par l’extérieur.',
      image: url,
      imageAlt: 'Façade',
    });
    const templateName = `Façades ${tag()}`;
    const template = await api.create('templates', {
      name: templateName,
      subject: 'Nos façades',
      type: 'promotion',
      content: `<p>Avant</p>\n<img src="${url}" alt="Façade" style="max-width:100%">`,
    });
    // Changed through the API: published as the back-office would (docs/product.md#publication).
    await publishSite();

    const site = await newContext(browser);
    const hero = site.page.locator('section[aria-labelledby="home-title"] img');
    await site.page.goto('/');
    await expect.poll(() => hero.getAttribute('src')).toBe(url);
    const card = site.page
      .locator('article')
      .filter({ has: site.page.getByRole('heading', { name: title }) });
    await site.page.goto('/portfolio');
    expect(await card.locator('img').getAttribute('src')).toBe(url);

    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/media');
    await page.getByRole('searchbox', { name: 'Rechercher des fichiers...' }).fill(name);
    await expect.poll(() => page.getByTestId('media-item').count()).toBe(1);
    await page.getByRole('button', { name: `Supprimer — ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ce fichier est affiché à 3 endroits :').waitFor();
    for (const place of [
      'Contenu du site, Accueil — Image principale : remplacée par l’image par défaut du site',
      `Template e-mail « ${templateName} » : image retirée du contenu`,
      `Réalisation « ${title} » : affichée sans photo`,
    ])
      await dialog.getByText(place, { exact: true }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await capture(page, `media-delete-usage-1280.png`, { animations: 'disabled' });
    await confirm.click();
    await banner(page, 'Fichier supprimé avec succès');
    // The deletion cleared an image of the site: the back-office published it.
    await banner(page, 'Le site est en cours de reconstruction');
    expect(pageErrors).toEqual([]);
    await context.close();

    // Nothing points at the deleted file any more.
    expect((await site.page.request.get(new URL(url, site.page.url()).href)).status()).toBe(404);
    const [homeAfter] = (await api.find('content', { filter: { section: 'home' }, limit: 1 })).list;
    expect(homeAfter).toMatchObject({ heroImage: '', heroImageAlt: '' });
    expect(await api.get('projects', project._id)).toMatchObject({ image: '', imageAlt: '' });
    const html = String((await api.get('templates', template._id)).content);
    expect(html).toContain('<p>Avant</p>');
    expect(html).not.toContain(url);

    await site.page.goto('/');
    await site.page.reload();
    await expect.poll(() => hero.getAttribute('src')).not.toBe(url);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await site.page.goto('/portfolio');
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await site.context.close();
  });

  it('refuses a non-image named .png and a file over 10 MB, without uploading', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.phone);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/media');
    await page.getByTestId('media-item').first().waitFor();
    await capture(page, `media-390.png`, { fullPage: true });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/file/batch')) uploads.push(request.url());
    });
    await page.getByRole('button', { name: 'Uploader', exact: true }).click();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'faux.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Ceci est un texte.'),
    });
    await page.getByText('Veuillez sélectionner un fichier image').waitFor();
    await input.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: pngBytes(10 * 1024 * 1024 + 1),
    });
    await page.getByText('Le fichier est trop volumineux (max 10 Mo)').waitFor();
    expect(uploads).toEqual([]);
    await capture(page, `media-refused-390.png`);
    await context.close();
  });
});
