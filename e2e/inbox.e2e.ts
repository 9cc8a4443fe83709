import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, newContext } from './browser';
import { signIn } from './api';
import { sendQuoteRequest, uniqueRequest } from './flows';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const inboxList = (page: Page) => page.getByRole('region', { name: 'Liste des messages' });
const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filtrer par statut' }).getByRole('button', { name, exact: true });
const search = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' }).fill(text);
const openedMessage = (page: Page) => page.getByRole('article');

describe('the back-office inbox', () => {
  it('receives a quote request from /contact, marks it read, answers it (outbox) and archives it, persistently', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    await sendQuoteRequest(page, request);

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages & Contacts' }).waitFor();
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).waitFor();

    // Found by its e-mail (server-side search), among the unread.
    await search(page, request.email.toUpperCase());
    await statusButton(page, 'Non lus').click();
    const row = inboxList(page).getByRole('link', { name: new RegExp(request.name) });
    await row.waitFor();
    await expect.poll(() => inboxList(page).getByRole('link').count()).toBe(1);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 message · Non lus');
    expect(await row.getByText('Normal').count()).toBe(1);
    expect(await row.getByText(/^\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u).count()).toBe(1);

    // Opened: details, text with its line break, and counted read on the server.
    await row.click();
    const pane = openedMessage(page);
    await pane.getByRole('heading', { name: request.subject }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/messages\/[^/]+$/);
    for (const text of [request.email, request.phone, request.postalCode]) {
      expect(await pane.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await pane.getByTestId('message-text').innerText()).toBe(request.message);
    await expect.poll(() => pane.getByText('Lu', { exact: true }).count()).toBe(1);
    await statusButton(page, 'Tous').click();
    await statusButton(page, 'Non lus').click();
    await page.getByText('Aucun message ne correspond à votre recherche').waitFor();
    await statusButton(page, 'Tous').click();

    // Answered through email/send.
    await pane.getByRole('button', { name: 'Répondre' }).click();
    const dialog = page.getByRole('dialog');
    const to = dialog.getByLabel('Destinataire');
    expect(await to.inputValue()).toBe(request.email);
    expect(await to.getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByLabel(/^Sujet/).inputValue()).toBe(`Re: ${request.subject}`);
    // The greeting is in the editable text; rewritten, it is sent as typed and never doubled.
    const text = dialog.getByPlaceholder('Votre réponse...');
    expect(await text.inputValue()).toBe(`Bonjour ${request.name},\n\n`);
    const answer = 'Bonjour Camille,\nNous passons mardi à 10 h.';
    await text.fill(answer);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Réponse envoyée avec succès !').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await pane.getByRole('region', { name: 'Réponses envoyées (1)' }).waitFor();

    // Archived: it moves to Archivés.
    await pane.getByRole('button', { name: 'Archiver' }).click();
    await page.getByText('Message archivé').waitFor();
    await statusButton(page, 'Archivés').click();
    await inboxList(page)
      .getByRole('link', { name: new RegExp(request.name) })
      .waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 message · Archivés');

    // All of it is still so after a reload (filter, search and open message are in the address).
    await page.reload();
    await openedMessage(page).getByRole('heading', { name: request.subject }).waitFor();
    await inboxList(page)
      .getByRole('link', { name: new RegExp(request.name) })
      .waitFor();
    expect(await page.getByRole('status').textContent()).toBe('1 message · Archivés');
    expect(await openedMessage(page).getByText('Archivé', { exact: true }).count()).toBe(1);
    await openedMessage(page).getByRole('region', { name: 'Réponses envoyées (1)' }).waitFor();
    expect(await openedMessage(page).getByText('Nous passons mardi à 10 h.', { exact: false }).count()).toBe(
      1,
    );

    // The reply is in the outbox, newest first, and its content can be read there.
    await page.goto('/admin/emails');
    const sent = page.getByRole('row', { name: new RegExp(request.email.replace(/[.+]/g, '\\$&')) });
    await sent.first().waitFor();
    const newest = page.getByRole('row').nth(1);
    expect(await newest.textContent()).toContain(`Re: ${request.subject}`);
    expect(await newest.textContent()).toContain('Envoyé');
    expect(await newest.textContent()).toContain('admin@example.com');
    await newest.getByText(`Re: ${request.subject}`).click();
    const frame = page.getByTitle('Contenu HTML de l’e-mail');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page
      .frameLocator('iframe[title="Contenu HTML de l’e-mail"]')
      .getByText('Nous passons mardi à 10 h.')
      .waitFor();
    const sentText = (await page.locator('pre').textContent()) ?? '';
    expect(sentText.startsWith(answer)).toBe(true);
    expect(sentText).not.toContain(`Bonjour ${request.name}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens a message clicked before its search settles with the search applied: the list beside it is filtered', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    // A seeded message, in the unfiltered list among others.
    await inboxList(page)
      .getByRole('link', { name: /Julien Leroy/ })
      .waitFor();
    expect(await inboxList(page).getByRole('link').count()).toBeGreaterThan(1);

    // Typed and clicked in one task: the click always comes before the search's pause (300 ms) has passed. The
    // address the message opens at, read on the next frame (well before that pause ends), carries the search.
    const opened = await page.evaluate(
      ({ label, text }) => {
        const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!input || !setValue) throw new Error('champ de recherche introuvable');
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const link = [...document.querySelectorAll<HTMLAnchorElement>('section a')].find((a) =>
          a.textContent?.includes(text),
        );
        if (!link) throw new Error('ligne introuvable');
        link.click();
        return new Promise<string>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.location.href))),
        );
      },
      { label: 'Rechercher par nom, e-mail ou sujet', text: 'Julien Leroy' },
    );
    expect(JSON.parse(new URL(opened).searchParams.get('filter') ?? '{}')).toEqual({ q: 'Julien Leroy' });
    await openedMessage(page).getByRole('heading', { name: 'Ossature bois' }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 message · Tous');
    expect(await inboxList(page).getByRole('link').count()).toBe(1);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ q: 'Julien Leroy' });
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/messages\/[^/]+$/);
    expect(
      await page.getByRole('searchbox', { name: 'Rechercher par nom, e-mail ou sujet' }).inputValue(),
    ).toBe('Julien Leroy');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('deletes a message after the confirmation, for good', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await search(page, 'c.dubois@example.org');
    // The search applies after a pause in typing: wait for its count, not for a row the full list also shows.
    await page.getByText('1 message · Tous').waitFor();
    const row = inboxList(page).getByRole('link', { name: /Claire Dubois/ });
    await row.click();
    await openedMessage(page).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer ce message ?').waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Aucun message sélectionné').waitFor();
    await page.getByText('Aucun message ne correspond à votre recherche').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/messages');

    await page.reload();
    await page.getByText('Aucun message ne correspond à votre recherche').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('approves a review left on /contact', async () => {
    const name = `Julie ${Date.now()}`;
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Laisser un avis' });
    await form.getByLabel('Nom').fill(name);
    await form.getByLabel('E-mail').fill('julie@example.org');
    await form.locator('label', { hasText: '4 étoiles' }).click();
    await form.getByLabel('Votre avis').fill('Chantier propre et délais tenus.');
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    await page.getByRole('heading', { name: 'Merci pour votre avis !' }).waitFor();

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/reviews');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('En attente').waitFor();
    expect(await row.getByRole('img', { name: '4 sur 5' }).count()).toBe(1);
    await row.getByRole('button', { name: `Approuver : ${name}` }).click();
    await page.getByText('Avis approuvé').waitFor();
    // Pending only by default: it leaves the list.
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('combobox', { name: /^Statut/ }).click();
    await page.getByRole('option', { name: 'Approuvé' }).click();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Approuvé')
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
