import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from '@mocks/auth/tokens';
import { startServer, type RunningServer } from '@mocks/server';
import { ENTITY_NAMES } from '@shared/domain/entities';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import { conforms, type Finding } from './report';
import { checkPlatform } from './run';

const counts = (server: RunningServer) =>
  Object.fromEntries(ENTITY_NAMES.map((name) => [name, server.store.list(name).length]));

/**
 * The check run against the emulator's HTTP server, as `npm run check:platform` runs against a deployment: its
 * findings; every collection holds as many documents after as before (the check removes what it wrote).
 */
async function checkEmulator(extensions: ExtensionSwitches): Promise<Finding[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'conformance-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({ port: 0, dataDir, extensions });
    const { ctx } = server;
    const { accessToken } = await mintToken({
      email: ctx.config.adminEmails[0]!,
      projectId: ctx.config.projectId,
      secret: ctx.secrets.auth,
      adminEmails: ctx.config.adminEmails,
      now: new Date(),
    });
    const before = counts(server);
    const findings = await checkPlatform({
      base: server.url,
      project: ctx.config.projectId,
      secret: ctx.config.signSecret,
      adminToken: accessToken,
    });
    expect(counts(server)).toEqual(before);
    return findings;
  } finally {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const CAMPAIGN_CALLS = [
  'campaigns/{id}/claim',
  'bail : seconde réclamation',
  'campaigns/{id}/renew',
  'campaigns/{id}/send',
  'campaigns/{id}/progress',
  'campaigns/{id}/release',
];

describe('the conformance check of a platform', () => {
  let complete: Finding[] = [];
  let withoutCampaigns: Finding[] = [];
  beforeAll(async () => {
    complete = await checkEmulator({});
    withoutCampaigns = await checkEmulator({ campaigns: false });
  });

  it('passes every check against the complete emulator', () => {
    expect(complete.filter((finding) => finding.outcome !== 'ok')).toEqual([]);
    expect(complete.map((finding) => finding.subject)).toEqual(expect.arrayContaining(CAMPAIGN_CALLS));
    expect(conforms(complete)).toBe(true);
  });

  it('names exactly the campaign calls as missing on a platform without them, and does not conform', () => {
    const missing = withoutCampaigns
      .filter((finding) => finding.outcome === 'absent')
      .map((finding) => finding.subject);
    expect(missing).toEqual(CAMPAIGN_CALLS);
    expect(withoutCampaigns.filter((finding) => finding.outcome === 'échec')).toEqual([]);
    expect(conforms(withoutCampaigns)).toBe(false);
  });

  it('skips, saying why, what needs an administrator when no token is given', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'conformance-'));
    const server = await startServer({ port: 0, dataDir });
    try {
      const findings = await checkPlatform({
        base: server.url,
        project: server.ctx.config.projectId,
        secret: server.ctx.config.signSecret,
      });
      expect(
        findings.filter((finding) => finding.outcome === 'sauté').map((finding) => finding.subject),
      ).toContain('campagnes');
      expect(findings.filter((finding) => finding.outcome === 'échec')).toEqual([]);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
