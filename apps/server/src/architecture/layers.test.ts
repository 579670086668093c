import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from '../config';

// The workspace's own ESLint config, with only the layering rule reported (docs/architecture-server.md).
// The probe files exist only here, so the parser is not asked for the type information the promise rules need.
const eslint = new ESLint({
  cwd: workspaceRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { project: null } } },
});

async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(workspaceRoot, 'apps/server/src', file) });
  return (result?.messages ?? []).map((message) => message.message);
}

const seedImport = "import { DEMO_PASSWORD } from '../../seed/accounts';\nexport const password = DEMO_PASSWORD;\n";

describe('the stand-in layers point down only', () => {
  it('keeps the hosts off the seed: seeded facts reach them from start-up', async () => {
    expect(await layerMessages('sso/pages/probe.ts', seedImport)).toEqual([expect.stringContaining('create-hosts.ts')]);
    expect(await layerMessages('portal/handlers/probe.ts', seedImport)).toEqual([expect.stringContaining('create-hosts.ts')]);
    // Start-up itself may read the seed.
    expect(await layerMessages('create-hosts.ts', "import { DEMO_PASSWORD } from './seed/accounts';\nexport const p = DEMO_PASSWORD;\n")).toEqual([]);
  });

  it('keeps domain modules from importing the seed or a host, and db from importing anything above it', async () => {
    expect(await layerMessages('domain/probe.ts', "import { DEMO_PASSWORD } from '../seed/accounts';\nexport const p = DEMO_PASSWORD;\n")).toHaveLength(1);
    expect(await layerMessages('domain/probe.ts', "import { bearerToken } from '../portal/session';\nexport const b = bearerToken;\n")).toHaveLength(1);
    expect(await layerMessages('db/probe.ts', "import { pageWindow } from '../shared/paging';\nexport const w = pageWindow;\n")).toHaveLength(1);
    // Downward imports are fine.
    expect(await layerMessages('domain/probe.ts', "import { pageWindow } from '../shared/paging';\nexport const w = pageWindow;\n")).toEqual([]);
  });

  it('keeps HTTP out of the domain: a domain module throws a DomainError, never an HttpError', async () => {
    const httpError = "import { HttpError } from '../http/http-error';\nexport const missing = () => new HttpError(404, '不存在');\n";
    expect(await layerMessages('domain/probe.ts', httpError)).toEqual([expect.stringContaining('DomainError')]);
    expect(await layerMessages('domain/assistant/probe.ts', httpError.replace('../http', '../../http'))).toEqual([expect.stringContaining('DomainError')]);
    // Nor any other piece of the http layer (HTML rendering is the hosts' job).
    expect(await layerMessages('domain/probe.ts', "import { html } from '../http/html';\nexport const h = html;\n")).toHaveLength(1);
    // shared/ sits below both, so the http layer may read the domain's errors, and the domain may throw them.
    const domainError = "import { DomainError } from '../shared/domain-error';\nexport const missing = () => new DomainError('not_found', '不存在');\n";
    expect(await layerMessages('domain/probe.ts', domainError)).toEqual([]);
    expect(await layerMessages('http/probe.ts', domainError)).toEqual([]);
    expect(await layerMessages('shared/probe.ts', "import { HttpError } from '../http/http-error';\nexport const e = HttpError;\n")).toHaveLength(1);
  });
});
