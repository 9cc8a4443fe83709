import { describe, expect, it } from 'vitest';
import { emailSiteUrl, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to the same-origin emulator', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: '',
      authOrigin: '',
      projectId: 'renovation-lehavre',
      signSecret: 'dev-signing-secret-0123456789',
      adminEmails: ['admin@example.com', 'direction@example.com'],
      siteUrl: 'https://www.renovation-lehavre.example',
    });
  });

  it('normalises the values it is given', () => {
    const config = readConfig({
      VITE_API_BASE_URL: 'https://api.example.fr/',
      VITE_AUTH_ORIGIN: 'https://auth.example.fr/login',
      VITE_ADMIN_EMAILS: ' Chef@Example.fr , autre@example.fr ',
      VITE_SITE_URL: 'https://www.example.fr/',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.fr');
    expect(config.authOrigin).toBe('https://auth.example.fr');
    expect(config.adminEmails).toEqual(['chef@example.fr', 'autre@example.fr']);
    expect(config.siteUrl).toBe('https://www.example.fr');
  });

  it('refuses bad values with a French message naming the variable', () => {
    expect(() => readConfig({ VITE_ADMIN_EMAILS: 'pas-une-adresse' })).toThrow(/VITE_ADMIN_EMAILS/);
    expect(() => readConfig({ VITE_SIGN_SECRET: 'court' })).toThrow(/VITE_SIGN_SECRET : 16 caractères/);
    expect(() => readConfig({ VITE_PROJECT_ID: 'Avec Espaces' })).toThrow(/VITE_PROJECT_ID/);
    expect(() => readConfig({ VITE_API_BASE_URL: 'ftp//x' })).toThrow(/VITE_API_BASE_URL/);
  });
});

describe('emailSiteUrl', () => {
  it('is VITE_SITE_URL when set, else the origin serving the page, whose pages exist', () => {
    const set = readConfig({ VITE_SITE_URL: 'https://www.site.example/' });
    expect(emailSiteUrl(set, 'http://127.0.0.1:4173')).toBe('https://www.site.example');
    expect(emailSiteUrl(readConfig({}), 'http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173');
  });
});
