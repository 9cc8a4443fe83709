import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorFor,
  autoMultiplier,
  cpuMultiplier,
  findAnchor,
  readCpuref,
  roundOrder,
  slowerThanAnchor,
} from './lighthouseAnchor';

describe('the CPU multiplier of --cpu auto', () => {
  it('is 4 × 3.0 s / cpuref, so a faster host is slowed more', () => {
    expect(cpuMultiplier(1.5)).toBe(8);
    expect(cpuMultiplier(2.4)).toBe(5);
    expect(cpuMultiplier(1.77)).toBe(6.78);
  });

  it('is never below 4, even on a host slower than the reference', () => {
    expect(cpuMultiplier(3)).toBe(4);
    expect(cpuMultiplier(6)).toBe(4);
  });

  it('refuses a reading that is not a time', () => {
    expect(() => cpuMultiplier(0)).toThrow('cpuref invalide');
    expect(() => cpuMultiplier(NaN)).toThrow('cpuref invalide');
  });

  it('reads the workload’s seconds; without it, slows by 4 and says in French how to give it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpuref-'));
    const fake = join(dir, 'cpuref.mjs');
    writeFileSync(fake, 'console.log("2.50", 3);\n');
    expect(readCpuref(fake)).toBe(2.5);
    expect(autoMultiplier(fake).multiplier).toBe(4.8);
    const absent = autoMultiplier(join(dir, 'absent.mjs'));
    expect(absent.multiplier).toBe(4);
    expect(absent.said).toMatch(/introuvable.*CPUREF=/);
  });
});

describe('the anchor of the comparison', () => {
  it('is AstroWind’s built / and /about; without them the comparison is skipped, said with how to give them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'anchor-'));
    expect(findAnchor(dir)).toEqual({ skipped: expect.stringMatching(/sautée.*--anchor <dossier>/) });
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'about/index.html'), '<!doctype html>');
    expect(findAnchor(dir)).toEqual({ dir });
  });
});

describe('the comparison with AstroWind from the same run', () => {
  it('holds each page to max(AstroWind’s TBT, 25 ms) and to AstroWind’s score', () => {
    expect(slowerThanAnchor({ performance: 98, tbtMs: 20 }, { performance: 98, tbtMs: 0 })).toEqual([]);
    expect(slowerThanAnchor({ performance: 97, tbtMs: 90 }, { performance: 97, tbtMs: 100 })).toEqual([]);
    expect(slowerThanAnchor({ performance: 96, tbtMs: 30 }, { performance: 98, tbtMs: 10 })).toEqual([
      'TBT 30 ms > 25 ms',
      'performance 96 < 98 (AstroWind)',
    ]);
  });

  it('compares / with AstroWind’s home and every other page with its /about', () => {
    expect(anchorFor('/')).toBe('/');
    expect(['/about', '/contact', '/plan-du-site'].map(anchorFor)).toEqual(['/about', '/about', '/about']);
  });

  it('interleaves the anchor with our pages, and reverses every other round', () => {
    const routes = ['/', '/a', '/b', '/c', '/d', '/e'];
    const first = roundOrder(routes, 0).map(({ side, path }) => (side === 'anchor' ? `AW${path}` : path));
    expect(first).toEqual(['AW/', '/', 'AW/about', '/a', '/b', '/c', '/d', 'AW/about', '/e']);
    expect(roundOrder(routes, 1).map(({ path }) => path)).toEqual(
      roundOrder(routes, 0)
        .map(({ path }) => path)
        .reverse(),
    );
  });
});
