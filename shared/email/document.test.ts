import { describe, expect, it } from 'vitest';
import { appendToBody, hasUnsubscribeLink, htmlDocument } from './document';

describe('htmlDocument', () => {
  it('puts a fragment in a French document titled with the subject', () => {
    expect(htmlDocument('<p>Bonjour</p>', 'Nos <conseils>')).toBe(
      '<!doctype html>\n<html lang="fr">\n<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Nos &lt;conseils&gt;</title></head>\n<body>\n<p>Bonjour</p>\n</body>\n</html>',
    );
  });

  it('completes a whole document with its doctype, language, charset, title and body, and keeps what it has', () => {
    expect(htmlDocument('<html><head><style>p{}</style></head><p>Corps</p></html>', 'Objet')).toBe(
      '<!doctype html>\n<html lang="fr"><head><meta charset="utf-8" /><title>Objet</title><style>p{}</style></head>\n<body><p>Corps</p>\n</body>\n</html>',
    );
    const whole =
      '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><p>x</p></body></html>';
    expect(htmlDocument(whole, 'Objet')).toBe(
      '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><p>x</p></body>\n</html>',
    );
  });

  it('moves what follows </html> into the body', () => {
    expect(htmlDocument('<body><p>a</p></body></html>\n<p>b</p>', 'T')).toMatch(
      /<body><p>a<\/p>\n<p>b<\/p>\n<\/body>\n<\/html>$/,
    );
  });
});

describe('appendToBody', () => {
  it('adds at the end of the last body', () => {
    expect(appendToBody('<html><body><p>a</p></body></html>', '<p>pied</p>')).toBe(
      '<html><body><p>a</p>\n<p>pied</p>\n</body></html>',
    );
  });
});

describe('hasUnsubscribeLink', () => {
  it('knows {unsubscribeUrl} and a personal /unsubscribe link, not any other link', () => {
    expect(hasUnsubscribeLink('<a href="{unsubscribeUrl}">Partir</a>')).toBe(true);
    expect(
      hasUnsubscribeLink(
        '<a href="https://s.example/unsubscribe?email=a&amp;token={{unsubscribeToken}}">x</a>',
      ),
    ).toBe(true);
    expect(hasUnsubscribeLink('<a href="https://s.example/unsubscribe">Se désinscrire</a>')).toBe(false);
  });
});
