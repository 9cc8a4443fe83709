import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { DEFAULT_PROJECTS } from '@shared/content/defaultProjects';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { documentMetaSchema } from '@shared/domain/document';
import { ENTITY_NAMES, ENTITY_SCHEMAS, isEntityName } from '@shared/domain/entities';
import { JOB_DEPARTMENTS } from '@shared/domain/jobDepartments';
import { fileIdFromUrl } from '../db/fileUrl';
import { memoryPersistence } from '../db/persistence';
import { DocumentStore } from '../db/store';
import { createSeed } from './index';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const seed = createSeed(NOW);
const docs = (entity: string) => seed.collections[entity] ?? [];

describe('createSeed', () => {
  it('has every collection, and every document satisfies its shared schema', () => {
    expect(Object.keys(seed.collections).sort()).toEqual([...ENTITY_NAMES].sort());
    for (const [entity, list] of Object.entries(seed.collections)) {
      expect(isEntityName(entity)).toBe(true);
      if (!isEntityName(entity)) continue;
      for (const doc of list) {
        const { _id, createdAt, updatedAt, ...fields } = doc;
        expect(documentMetaSchema.safeParse({ _id, createdAt, updatedAt }).success).toBe(true);
        const parsed = ENTITY_SCHEMAS[entity].safeParse(fields);
        expect(parsed.error?.issues ?? [], `${entity}/${_id}`).toEqual([]);
      }
    }
  });

  it('gives unique ids within each collection', () => {
    for (const list of Object.values(seed.collections)) {
      expect(new Set(list.map((d) => d._id)).size).toBe(list.length);
    }
  });

  it('has the three sample templates with their placeholders and the company footer', () => {
    const templates = docs('templates');
    expect(templates.map((t) => t.type)).toEqual(['newsletter', 'promotion', 'welcome']);
    expect(templates.map((t) => t._id)).toEqual(['template-1', 'template-2', 'template-3']);
    const [newsletter, promotion, welcome] = templates;
    expect(newsletter!.subject).toContain('{month}');
    expect(promotion!.subject).toContain('{discount}');
    expect(promotion!.content).toMatch(/30 %/);
    expect(promotion!.content).toContain('31 décembre 2024');
    expect(welcome!.content).toContain('{firstName}');
    for (const t of templates) {
      const html = String(t.content);
      expect(html).toContain(DEFAULT_COMPANY.phone);
      expect(html).toContain(DEFAULT_COMPANY.email);
      expect(html).toContain(DEFAULT_COMPANY.address);
      expect(html).toMatch(/^<!doctype html>/i);
    }
  });

  it('has the five sample folders and five images, one per folder, backed by stored files', () => {
    expect(docs('folders').map((f) => f.slug)).toEqual([
      'projets',
      'domotique',
      'energie',
      'equipe',
      'branding',
    ]);
    const media = docs('media');
    expect(media).toHaveLength(5);
    expect(new Set(media.map((m) => m.folder))).toEqual(new Set(docs('folders').map((f) => f.slug)));
    for (const m of media) {
      expect(m.url).toMatch(/^\/lm-files\/[A-Za-z0-9_-]+\/[^/]+\.svg$/);
      const id = fileIdFromUrl(String(m.url))!;
      expect(seed.files[id]).toMatchObject({ size: m.size, mimeType: 'image/svg+xml' });
    }
  });

  it('ships every listed file as a real, well-formed SVG image', () => {
    const ids = Object.keys(seed.files);
    expect(Object.keys(seed.fileBytes ?? {}).sort()).toEqual(ids.sort());
    for (const id of ids) {
      const bytes = seed.fileBytes![id]!;
      expect(bytes.byteLength).toBe(seed.files[id]!.size);
      const svg = new TextDecoder().decode(bytes);
      expect(svg).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      );
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      // Balanced elements: every opened tag is closed (a cheap well-formedness check without a DOM).
      const opened = svg.match(/<(?![/?!])[a-zA-Z]+[^>]*[^/]>/g) ?? [];
      const closed = svg.match(/<\/[a-zA-Z]+>/g) ?? [];
      expect(opened.length).toBe(closed.length);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
  });

  it('has recent sample messages in every status and priority', () => {
    const messages = docs('messages');
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(new Set(messages.map((m) => m.status))).toEqual(new Set(['unread', 'read', 'archived']));
    expect(new Set(messages.map((m) => m.priority))).toEqual(new Set(['high', 'medium', 'low']));
    for (const m of messages) {
      const age = NOW.getTime() - Date.parse(String(m.date));
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(35 * 24 * 3600 * 1000);
    }
  });

  it('has the five job offers across the four departments, from 30-35k€ to 50-60k€', () => {
    const jobs = docs('jobs');
    expect(jobs).toHaveLength(5);
    expect(new Set(jobs.map((j) => j.department))).toEqual(new Set(JOB_DEPARTMENTS));
    const salaries = jobs.map((j) => String(j.salary));
    expect(salaries.some((s) => s.startsWith('30-35k€'))).toBe(true);
    expect(salaries.some((s) => s.startsWith('50-60k€'))).toBe(true);
  });

  it('has six portfolio projects whose images are files of the public site', () => {
    const projects = docs('projects');
    expect(projects).toHaveLength(6);
    for (const p of projects) {
      const image = String(p.image);
      expect(image).toMatch(/^\/images\/projets\/[a-z-]+\.svg$/);
      expect(existsSync(join('site/public', image))).toBe(true);
      expect(Number(p.year)).toBeLessThanOrEqual(NOW.getFullYear());
    }
  });

  it('stores the built-in jobs and projects of the site, so the data lives once', () => {
    const strip = ({ createdAt: _c, updatedAt: _u, ...doc }: Record<string, unknown>) => doc;
    expect(docs('jobs').map(strip)).toEqual(DEFAULT_JOBS);
    expect(docs('projects').map(strip)).toEqual(DEFAULT_PROJECTS);
  });

  it('has approved reviews and one pending', () => {
    const statuses = docs('reviews').map((r) => r.status);
    expect(statuses.filter((s) => s === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
  });

  it('has one content document per section, equal to the built-in defaults', () => {
    const content = docs('content');
    expect(content.map((c) => c.section)).toEqual(['home', 'about', 'services', 'contact', 'footer']);
    for (const c of content) {
      const { _id, createdAt: _c, updatedAt: _u, ...fields } = c;
      expect(_id).toBe(`content-${fields.section}`);
      expect(fields).toEqual(DEFAULT_CONTENT[fields.section as keyof typeof DEFAULT_CONTENT]);
    }
  });

  it('serves the sample images back through a seeded store', async () => {
    const store = new DocumentStore({ persistence: memoryPersistence(), seed: createSeed, now: () => NOW });
    await store.ready();
    for (const m of store.list('media')) {
      const file = await store.getFile(fileIdFromUrl(String(m.url))!);
      expect(file?.bytes.byteLength).toBe(m.size);
      expect(file?.meta.name).toBe(m.name);
    }
    expect(store.find('messages', { filter: { status: 'unread' } }).total).toBeGreaterThan(0);
  });
});

describe('DEFAULT_CONTENT', () => {
  it('states the claimed figures (docs/product.md#constantes) and fills the footer from the company defaults', () => {
    // As read: the no-break spaces of French typography (« 24 h », « 40 % ») count as spaces.
    const text = JSON.stringify(DEFAULT_CONTENT).replace(/[\u00a0\u202f]/g, ' ');
    for (const claim of ['30 projets', '15 ans', '24 h', '40 %', '2023', 'Le Havre'])
      expect(text).toContain(claim);
    expect(DEFAULT_CONTENT.footer).toEqual({ section: 'footer', ...DEFAULT_COMPANY });
    expect(DEFAULT_CONTENT.services.services.map((s) => s.title)).toEqual([
      'Rénovation Énergétique',
      'Extension de Maison',
      'Maison Connectée',
      'Maintenance & Support',
    ]);
  });
});
