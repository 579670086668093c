import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { createProjectGraphAsync } from 'nx/src/devkit-exports';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The portal's boundaries (ADR 8) are lint rules; these tests run the workspace's real ESLint config
 * on small sources placed where production code lives and show that each rule fires, and that the
 * allowed neighbour of each case stays clean (so a rule that fires on everything fails too).
 */
const workspaceRoot = resolve(import.meta.dirname, '../../../..');
const portal = 'apps/enterprise-portal/src';
let eslint: ESLint;

beforeAll(() => {
  // `ignore: false` so the committed cycle fixtures (ignored by the workspace lint) can be linted here;
  // the Nx rule needs a project graph, which is not what these tests are about.
  eslint = new ESLint({
    cwd: workspaceRoot,
    ignore: false,
    overrideConfig: { rules: { '@nx/enforce-module-boundaries': 'off' } },
  });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: resolve(workspaceRoot, filePath) });
  return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message);
}

describe('lint rules that hold the portal together', () => {
  it('rejects an import from one area into another', async () => {
    const code = "import { parseDeclarationQuery } from '../declaration/declaration-query';\nexport const parse = parseDeclarationQuery;\n";
    expect(await ruleIds(`${portal}/features/policy/lint-probe.ts`, code)).toContain('import-x/no-restricted-paths');
    // The same import from inside its own area is fine.
    const own = "import { parseDeclarationQuery } from './declaration-query';\nexport const parse = parseDeclarationQuery;\n";
    expect(await ruleIds(`${portal}/features/declaration/lint-probe.ts`, own)).toEqual([]);
  });

  it('rejects shared code that imports an area, and a page that imports another page', async () => {
    const fromShared = "import { parseDeclarationQuery } from '../../features/declaration/declaration-query';\nexport const parse = parseDeclarationQuery;\n";
    expect(await ruleIds(`${portal}/shared/list/lint-probe.ts`, fromShared)).toContain('import-x/no-restricted-paths');
    const fromPage = "import { PolicyFilters } from '../policy-notice/policy-filters';\nexport const Filters = PolicyFilters;\n";
    expect(await ruleIds(`${portal}/pages/home/lint-probe.tsx`, fromPage)).toContain('import-x/no-restricted-paths');
    // Pages compose areas and shared code.
    expect(await ruleIds(`${portal}/pages/home/lint-probe.ts`, fromShared)).toEqual([]);
  });

  it('rejects a production import of a testing entry, and allows it in a test', async () => {
    const lib = "import { portalHandler } from '@smes/api/testing';\nexport const handler = portalHandler;\n";
    expect(await ruleIds(`${portal}/features/policy/lint-probe.ts`, lib)).toContain('no-restricted-imports');
    expect(await ruleIds('libs/shell/src/lint-probe.ts', lib)).toContain('no-restricted-imports');
    const local = "import { samplePolicies } from '../../testing/match-fixtures';\nexport const policies = samplePolicies;\n";
    expect(await ruleIds(`${portal}/features/match/lint-probe.ts`, local)).toContain('no-restricted-imports');
    expect(await ruleIds(`${portal}/features/match/lint-probe.test.ts`, lib)).toEqual([]);
    expect(await ruleIds(`${portal}/features/match/lint-probe.test.ts`, local)).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    const results = await eslint.lintFiles([`${portal}/__lint-fixtures__/cycle-a.ts`]);
    expect(results.flatMap((result) => result.messages).map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('lint rules that fence the tools and the e2e helpers', () => {
  let withGraph: ESLint;

  async function boundaryRuleIds(filePath: string, code: string): Promise<string[]> {
    const results = await withGraph.lintText(code, { filePath: resolve(workspaceRoot, filePath) });
    return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message);
  }

  beforeAll(async () => {
    // The Nx rule reads the cached project graph (what `nx run … lint` leaves); compute it, so the tags are the
    // committed project.json files' and not what an older run cached.
    process.env['NX_DAEMON'] = 'false';
    await createProjectGraphAsync({ exitOnError: false });
    withGraph = new ESLint({ cwd: workspaceRoot, ignore: false });
  }, 120_000);

  it('rejects an import from a tools folder that is no tagged project, and allows a tagged one', async () => {
    const fromApp = "import { untaggedHelper } from '../../../../../tools/__lint-fixtures__/untagged-helper';\nexport const helper = untaggedHelper;\n";
    expect(await ruleIds(`${portal}/features/policy/lint-probe.ts`, fromApp)).toContain('import-x/no-restricted-paths');
    const fromTool = "import { untaggedHelper } from '../__lint-fixtures__/untagged-helper';\nexport const helper = untaggedHelper;\n";
    expect(await ruleIds('tools/scripts/lint-probe.mjs', fromTool)).toContain('import-x/no-restricted-paths');
    // tools/nginx is a tagged project: a start script may use it through its entry.
    const tagged = "import { planWorkers } from '@smes/nginx';\nexport const plan = planWorkers;\n";
    expect(await boundaryRuleIds('tools/scripts/lint-probe.ts', tagged)).toEqual([]);
  });

  it('holds the tools to their tags: a tool may use the server and util libs, not the apps\' data access', async () => {
    const api = "import { policyKeys } from '@smes/api';\nexport const keys = policyKeys;\n";
    expect(await boundaryRuleIds('tools/vite/lint-probe.ts', api)).toContain('@nx/enforce-module-boundaries');
    const config = "import { DEFAULT_CONFIG } from '@smes/config';\nexport const config = DEFAULT_CONFIG;\n";
    expect(await boundaryRuleIds('tools/vite/lint-probe.ts', config)).toEqual([]);
  });

  it('rejects @smes/e2e-support in an app, and allows it in an e2e project', async () => {
    const code = "import { ACCOUNTS } from '@smes/e2e-support';\nexport const accounts = ACCOUNTS;\n";
    expect(await boundaryRuleIds(`${portal}/features/policy/lint-probe.ts`, code)).toContain('@nx/enforce-module-boundaries');
    expect(await boundaryRuleIds('apps/org-console/src/lint-probe.ts', code)).toContain('@nx/enforce-module-boundaries');
    expect(await boundaryRuleIds('apps/enterprise-portal-e2e/src/lint-probe.ts', code)).toEqual([]);
  });
});
