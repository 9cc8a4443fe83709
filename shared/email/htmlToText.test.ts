import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it('keeps the text of blocks on their own lines, without head, style or script', () => {
    const html =
      '<!doctype html><html><head><title>Titre</title><style>p{color:red}</style></head><body>' +
      '<h1>Bienvenue</h1><p>Bonjour,<br />merci&nbsp;!</p><script>alert(1)</script>' +
      '<ul><li>un ;</li><li>deux.</li></ul></body></html>';
    expect(htmlToText(html)).toBe('Bienvenue\nBonjour,\nmerci\u00A0!\n\n- un ;\n- deux.');
  });

  it('keeps the address of a link after its label, entities decoded once', () => {
    expect(
      htmlToText(
        '<p><a href="https://s.example/unsubscribe?email=a%40b.fr&amp;token=t" style="x">Se désinscrire</a></p>',
      ),
    ).toBe('Se désinscrire : https://s.example/unsubscribe?email=a%40b.fr&token=t');
    expect(htmlToText('<a href="https://s.example/">https://s.example/</a>')).toBe('https://s.example/');
    expect(htmlToText('<p>&lt;b&gt; &amp;amp; &#8217; &#x2019;</p>')).toBe('<b> &amp; ’ ’');
  });
});
