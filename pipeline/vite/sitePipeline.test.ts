import { describe, expect, it } from 'vitest';
import { connectOriginsOf, contentSourceUrl } from './sitePipeline';

describe('contentSourceUrl: the platform the build reads', () => {
  it('is PRERENDER_API_URL, else an absolute VITE_API_BASE_URL, else none (same origin means nothing at build)', () => {
    expect(
      contentSourceUrl({
        PRERENDER_API_URL: 'http://127.0.0.1:4173',
        VITE_API_BASE_URL: 'https://api.example',
      }),
    ).toBe('http://127.0.0.1:4173');
    expect(contentSourceUrl({ VITE_API_BASE_URL: 'https://api.example' })).toBe('https://api.example');
    expect(contentSourceUrl({ VITE_API_BASE_URL: '' })).toBeUndefined();
    expect(contentSourceUrl({ PRERENDER_API_URL: '  ' })).toBeUndefined();
    expect(contentSourceUrl({})).toBeUndefined();
  });
});

describe('connectOriginsOf: what the pages may call', () => {
  it('allows the deploy hook’s host beside the platform’s, and nothing for same-origin addresses', () => {
    expect(
      connectOriginsOf({
        VITE_API_BASE_URL: 'https://api.example/lm',
        VITE_DEPLOY_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
      }),
    ).toEqual(['https://api.example', 'https://api.netlify.com']);
    expect(connectOriginsOf({ VITE_API_BASE_URL: '', VITE_DEPLOY_HOOK_URL: '/__deploy-hook' })).toEqual([]);
  });
});
