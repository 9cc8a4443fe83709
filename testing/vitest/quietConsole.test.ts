import { describe, expect, it, vi } from 'vitest';
import { watchConsole } from './quietConsole';

const silent = () => undefined;

describe('the console guard', () => {
  it('records the errors and warnings a test did not expect', () => {
    const unexpected = watchConsole(silent);
    console.error(new Error('Serveur injoignable'));
    console.warn('attention : %d', 2);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    console.info('une information ne compte pas');
    expect(info).toHaveBeenCalledTimes(1);
    const recorded = unexpected();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatch(/^console\.error: Error: Serveur injoignable/);
    expect(recorded[1]).toBe('console.warn: attention : 2');
    expect(unexpected()).toEqual([]);
  });

  it('records nothing a test expects and asserts', () => {
    const unexpected = watchConsole(silent);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error(new Error('Serveur injoignable'));
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
    expect(unexpected()).toEqual([]);
  });
});
