// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeptForReload } from './reload';
import resumeAfterReload from './resume';
import type { Wake } from './triggers/trigger';

/** A wake whose island comes (or not) at once: what the loader's gives once the code is there. */
const wakeThat = (comes: boolean): Wake & { calls: number } => {
  const wake = Object.assign(
    () => {
      wake.calls += 1;
      return Promise.resolve(comes);
    },
    { calls: 0, started: () => wake.calls > 0, files: [] as string[] },
  );
  return wake;
};

function island(html: string): HTMLElement {
  document.body.innerHTML = `<div data-island="form">${html}</div>
    <div data-failure-of="form" role="alert" hidden><button type="button" data-retry>Réessayer</button></div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

const kept = (action: KeptForReload['action'], fields: KeptForReload['fields']): KeptForReload => ({
  path: '/contact',
  reloads: 1,
  island: 'form',
  fields,
  action,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page reloaded by « Réessayer »', () => {
  it('puts the fields back only once the island’s start has run, then sends the form once', async () => {
    const element = island(
      '<form><input name="name"><input type="checkbox" name="news"><button type="submit">Envoyer</button></form>',
    );
    const form = element.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    let startDone: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (startDone = resolve));
    const wake = wakeThat(true);
    const done = resumeAfterReload(
      kept({ kind: 'submit', form: 0, button: 2 }, [
        { index: 0, value: 'Julie Moreau', checked: false },
        { index: 1, value: 'on', checked: true },
      ]),
      element,
      wake,
      started,
    );
    await Promise.resolve();
    expect(element.querySelector('input')!.value).toBe('');
    startDone();
    await done;
    expect(element.querySelector('input')!.value).toBe('Julie Moreau');
    expect(element.querySelector<HTMLInputElement>('[type="checkbox"]')!.checked).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(wake.calls).toBe(1);
  });

  it('clicks the control the visitor had used, once awake', async () => {
    const element = island('<button type="button">Confirmer</button>');
    const clicked = vi.fn();
    element.querySelector('button')!.addEventListener('click', clicked);
    await resumeAfterReload(
      kept({ kind: 'click', control: 0 }, []),
      element,
      wakeThat(true),
      Promise.resolve(),
    );
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('says again that the code cannot come, keeping what was put back', async () => {
    const element = island('<form><textarea name="message"></textarea><button>Envoyer</button></form>');
    await resumeAfterReload(
      kept({ kind: 'submit', form: 0, button: null }, [{ index: 0, value: 'Isolation', checked: false }]),
      element,
      wakeThat(false),
      Promise.resolve(),
    );
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    expect(element.querySelector('textarea')!.value).toBe('Isolation');
  });
});
