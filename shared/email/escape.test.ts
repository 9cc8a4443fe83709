import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultiline, scriptJson } from './escape';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('turns null and undefined into an empty string', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
  });

  it('keeps line breaks (\\n, \\r\\n, \\r) as <br /> after escaping', () => {
    expect(escapeMultiline('a<b\r\nc\rd\ne')).toBe('a&lt;b<br />\nc<br />\nd<br />\ne');
  });
});

describe('scriptJson', () => {
  it('cannot close its <script> element, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script>' };
    expect(scriptJson(value)).not.toContain('<');
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });
});
