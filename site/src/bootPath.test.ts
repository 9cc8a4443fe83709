// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canHydrate, settledPath } from './bootPath';

describe('settledPath', () => {
  it('keeps a page, drops a trailing slash, follows redirects, sends unknown paths home', () => {
    expect(settledPath('/contact')).toBe('/contact');
    expect(settledPath('/contact/')).toBe('/contact');
    expect(settledPath('/blog')).toBe('/ai-home');
    expect(settledPath('/legal')).toBe('/legal-notice');
    expect(settledPath('/nulle-part')).toBe('/');
  });
});

describe('canHydrate', () => {
  const root = (html: string, route?: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    if (route) div.dataset.route = route;
    return div;
  };

  it('hydrates only the markup prerendered for the same page', () => {
    expect(canHydrate(root('<h1>Accueil</h1>', '/'), '/')).toBe(true);
    expect(canHydrate(root('<h1>Accueil</h1>', '/'), '/contact')).toBe(false);
    expect(canHydrate(root('', '/'), '/')).toBe(false);
    expect(canHydrate(root('<h1>x</h1>'), '/')).toBe(false);
  });
});
