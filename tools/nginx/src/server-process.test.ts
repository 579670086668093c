import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_MB_DEFAULT, serverHeapMb, serverNodeArgs } from './server-process';

const root = resolve(import.meta.dirname, '../../..');

describe('the server process (ADR 0132)', () => {
  it('caps the heap at the default, or at SERVER_HEAP_MB, and refuses a cap that is not a whole number of MB', () => {
    expect(serverHeapMb({})).toBe(SERVER_HEAP_MB_DEFAULT);
    expect(serverHeapMb({ SERVER_HEAP_MB: '' })).toBe(SERVER_HEAP_MB_DEFAULT);
    expect(serverHeapMb({ SERVER_HEAP_MB: '1024' })).toBe(1024);
    for (const bad of ['1.5', '512MB', '-1', '32']) expect(() => serverHeapMb({ SERVER_HEAP_MB: bad })).toThrow(/SERVER_HEAP_MB/);
    expect(serverNodeArgs({ SERVER_HEAP_MB: '300' })).toEqual(['--max-old-space-size=300', '--import', 'tsx']);
  });

  it('gives node a heap limit near the cap (without it V8 allows gigabytes on this machine)', () => {
    // Written raw: under Nx, FORCE_COLOR makes console.log colour a number.
    const limitMb = (args: string[]) =>
      Number(execFileSync(process.execPath, [...args, '-e', 'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit))'], { encoding: 'utf8' })) / 1024 / 1024;
    const capped = limitMb(serverNodeArgs({}).slice(0, 1));
    // The limit is the old generation's cap plus the young generation's spaces.
    expect(capped).toBeGreaterThanOrEqual(SERVER_HEAP_MB_DEFAULT);
    expect(capped).toBeLessThan(SERVER_HEAP_MB_DEFAULT + 64);
    expect(limitMb([])).toBeGreaterThan(SERVER_HEAP_MB_DEFAULT + 64);
  });

  it('is the cap `nx run server:serve` starts the server with (the deployment command the README gives)', () => {
    const project = JSON.parse(readFileSync(resolve(root, 'apps/server/project.json'), 'utf8')) as { targets: { serve: { options: { command: string } } } };
    expect(project.targets.serve.options.command).toBe(`node --max-old-space-size=\${SERVER_HEAP_MB:-${SERVER_HEAP_MB_DEFAULT}} --import tsx apps/server/src/main.ts`);
  });
});
