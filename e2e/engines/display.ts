import { spawn } from 'node:child_process';

/**
 * A virtual X display for WebKitGTK's MiniBrowser, which has no headless mode: Xvfb picks a free display number
 * and writes it on the descriptor given by `-displayfd` once it accepts clients (docs/testing.md#autres-moteurs).
 */
export async function startDisplay(): Promise<{ display: string; stop(): void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}
