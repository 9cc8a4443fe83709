/**
 * `npm run check:platform -- --base https://… --project … [--admin-token …] [--secret …]`: checks a live platform
 * against the contract (docs/platform.md#vérifier-une-plateforme), prints one row per call or rule with the answer
 * seen, and exits 1 when anything failed or is missing.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { config } from '@shared/config';
import { conforms, findingsTable } from './report';
import { checkPlatform } from './run';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      project: { type: 'string', default: config.projectId },
      'admin-token': { type: 'string' },
      secret: { type: 'string', default: process.env.VITE_SIGN_SECRET ?? config.signSecret },
    },
  });
  if (!values.base) {
    console.error(
      'Usage : npm run check:platform -- --base https://… --project … [--admin-token …] [--secret …]',
    );
    return 2;
  }
  const findings = await checkPlatform({
    base: values.base,
    project: values.project,
    secret: values.secret,
    adminToken: values['admin-token'],
  });
  console.log(findingsTable(findings));
  const ok = conforms(findings);
  console.log(ok ? '== Plateforme conforme.' : '== Plateforme non conforme : voir « échec » et « absent ».');
  return ok ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
