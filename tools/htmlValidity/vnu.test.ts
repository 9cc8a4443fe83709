import { describe, expect, it } from 'vitest';
import { OUTDATED_CSS_CHECKS } from './vnu';

const outdated = (message: string) => OUTDATED_CSS_CHECKS.some((check) => check.test(message));

describe('what the HTML check leaves to vnu’s outdated CSS checker', () => {
  it('is CSS anchor positioning, and only it', () => {
    expect(outdated("CSS: “anchor-name”: Property “anchor-name” doesn't exist.")).toBe(true);
    expect(outdated("CSS: “position-anchor”: Property “position-anchor” doesn't exist.")).toBe(true);
    expect(outdated('CSS: “top”: “anchor(bottom,71px)” is not a “top” value.')).toBe(true);
    expect(outdated("CSS: “colr”: Property “colr” doesn't exist.")).toBe(false);
    expect(outdated('CSS: “top”: “12pz” is not a “top” value.')).toBe(false);
    expect(outdated('Stray start tag “p”.')).toBe(false);
  });
});
