import { describe, expect, it } from 'vitest';
import { appendImage, imageTag } from './templateTypes';

describe('template form rules', () => {
  it('appends an image tag on its own line, attributes escaped', () => {
    expect(imageTag('/lm-files/a/b.png', 'Un "toit" & <soleil>')).toBe(
      '<img src="/lm-files/a/b.png" alt="Un &quot;toit&quot; &amp; &lt;soleil>" style="max-width:100%">',
    );
    expect(appendImage('', '/x.png', 'x')).toBe('<img src="/x.png" alt="x" style="max-width:100%">');
    expect(appendImage('<p>a</p>', '/x.png', 'x')).toBe(
      '<p>a</p>\n<img src="/x.png" alt="x" style="max-width:100%">',
    );
  });
});
