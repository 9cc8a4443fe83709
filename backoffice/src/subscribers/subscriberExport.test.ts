import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { csvText } from '../export/exportAll';
import { subscriberRows, type SubscriberRecord } from './subscriberExport';

const subscriber = (email: string): SubscriberRecord => ({
  id: email,
  createdAt: '2026-03-01T09:00:00.000Z',
  email,
  status: 'active',
  preferences: DEFAULT_PREFERENCES,
  source: 'footer',
});

describe('subscriber CSV export', () => {
  it('writes a hostile address as inert text in the downloaded file', async () => {
    const csv = await csvText(
      subscriberRows([
        subscriber('=HYPERLINK("https://evil.example","x")@exemple.fr'),
        subscriber('-2+3@exemple.fr'),
        subscriber('camille@exemple.fr'),
      ]),
    );
    const cells = csv.split('\n').map((line) => line.split(',')[0]);
    expect(cells[0]).toBe('E-mail');
    expect(cells[1]).toBe('"\'=HYPERLINK(""https://evil.example""');
    expect(cells[2]).toBe("'-2+3@exemple.fr");
    expect(cells[3]).toBe('camille@exemple.fr');
    expect(csv).not.toMatch(/(^|\n|,)[=+\-@]/);
  });
});
