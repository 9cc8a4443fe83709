/**
 * `npm run bench`: the emulator's search over 10,000 messages (the back-office inbox query: case-insensitive
 * search over name, email and subject, newest first, one page of 25) and the cost of signing one request.
 * Target: find ≤ 20 ms median on the project's 2-core machine.
 */
import { performance } from 'node:perf_hooks';
import { config } from '@shared/config';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from '@shared/domain/messages';
import { PROJECT_TYPES } from '@shared/domain/contactFormFields';
import { computeSignature, createNonce } from '@shared/http/sign';
import { memoryPersistence } from '../mocks/db/persistence';
import { DocumentStore } from '../mocks/db/store';

const MESSAGES = 10_000;
const FIND_RUNS = 50;
const SIGN_RUNS = 1_000;
const TARGET_MS = 20;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Sophie',
  'Julien',
  'Claire',
  'Thomas',
  'Nathalie',
  'Karim',
  'Marie',
  'Lucas',
  'Inès',
  'Hugo',
  'Léa',
];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Lefèvre',
];

function generateMessages(count: number): Record<string, unknown>[] {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.fr`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
      phone: '06 12 34 56 78',
      postalCode: '76600',
      subject: pick(PROJECT_TYPES),
      message: `Bonjour, je souhaite un devis pour mon projet n° ${i}. Merci de me recontacter.`,
      date: new Date(start + Math.floor(rnd() * 300 * 86_400_000)).toISOString(),
      status: pick(MESSAGE_STATUSES),
      source: 'contact_form',
      priority: pick(MESSAGE_PRIORITIES),
    };
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]! };
}

async function benchFind() {
  const store = new DocumentStore({ persistence: memoryPersistence() });
  await store.ready();
  store.insertMany('messages', generateMessages(MESSAGES));
  await store.flush();

  const search = (term: string) => ({ $regex: term, $options: 'i' });
  const query = (term: string) => ({
    filter: { $or: [{ name: search(term) }, { email: search(term) }, { subject: search(term) }] },
    sort: { date: -1 as const },
    limit: 25,
  });
  const terms = ['mar', 'dubois', 'énergétique', 'lucas.petit', 'zzz'];
  for (let i = 0; i < 10; i++) store.find('messages', query(terms[i % terms.length]!));

  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < FIND_RUNS; i++) {
    const t0 = performance.now();
    const result = store.find('messages', query('mar'));
    samples.push(performance.now() - t0);
    total = result.total;
  }
  return { ...stats(samples), total };
}

async function benchSign() {
  const body = JSON.stringify({ filter: { status: 'unread' }, sort: { date: -1 }, limit: 25, skip: 0 });
  const input = () => ({
    secret: config.signSecret,
    query: 'b=2&a=1',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: createNonce(),
    body,
  });
  for (let i = 0; i < 100; i++) await computeSignature(input());
  const samples: number[] = [];
  for (let i = 0; i < SIGN_RUNS; i++) {
    const signed = input();
    const t0 = performance.now();
    await computeSignature(signed);
    samples.push((performance.now() - t0) * 1000);
  }
  return stats(samples);
}

const find = await benchFind();
const sign = await benchSign();

const rows = [
  ['measure', 'median', 'p95', 'min', 'runs'],
  [
    `find ${MESSAGES} messages ($or $regex i, sort date -1, limit 25; ${find.total} matches)`,
    `${find.median.toFixed(2)} ms`,
    `${find.p95.toFixed(2)} ms`,
    `${find.min.toFixed(2)} ms`,
    String(FIND_RUNS),
  ],
  [
    'computeSignature (one request)',
    `${sign.median.toFixed(1)} µs`,
    `${sign.p95.toFixed(1)} µs`,
    `${sign.min.toFixed(1)} µs`,
    String(SIGN_RUNS),
  ],
];
const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
const line = (r: string[]) =>
  r.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
console.log(`\nEmulator benchmark — Node ${process.version}\n`);
console.log(line(rows[0]!));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows.slice(1)) console.log(line(r));
const ok = find.median <= TARGET_MS;
console.log(`\nfind median ${ok ? '≤' : '>'} ${TARGET_MS} ms target: ${ok ? 'OK' : 'TOO SLOW'}`);
if (!ok) process.exitCode = 1;
