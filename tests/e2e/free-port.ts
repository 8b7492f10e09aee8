import { execFileSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that the OS says is free right now. Synchronous because
 * playwright.config.ts cannot await: a child Node listens on port 0, prints what it got and
 * closes. A fixed default (8089, 8090…) breaks the run whenever a developer's app already uses it.
 */
export function freePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port (got "${port}")`);
  return port;
}

/**
 * The port named by an environment variable, or a free one written back to it: Playwright's
 * workers load the config again, and must land on the same ports as the web server it started.
 */
export function portFromEnv(name: string): number {
  const given = process.env[name];
  if (given) return Number(given);
  const port = freePort();
  process.env[name] = String(port);
  return port;
}
