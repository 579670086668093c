import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zhCN as muiZhCN } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_ZH_CN, RATING_ZH_CN, zhCN } from './zh-cn-locale';

/** The components whose texts are spread where each is drawn instead of the theme carrying them (ADR 133). */
const SPREAD = { MuiRating: { name: 'RATING_ZH_CN', props: RATING_ZH_CN }, MuiAutocomplete: { name: 'AUTOCOMPLETE_ZH_CN', props: AUTOCOMPLETE_ZH_CN } } as const;

type Texts = Record<string, Record<string, unknown>>;

/** Every text and every function's answers, for the arguments MUI passes them. */
function spoken(locale: typeof zhCN, only?: string[]) {
  const components = locale.components as Record<string, { defaultProps: Texts[string] }>;
  return Object.fromEntries(
    Object.entries(components)
      .filter(([name]) => !only || only.includes(name))
      .map(([name, { defaultProps }]) => [
        name,
        Object.fromEntries(
          Object.entries(defaultProps).map(([key, value]) => {
            if (typeof value !== 'function') return [key, value];
            const call = value as (...args: unknown[]) => string;
            if (key === 'labelDisplayedRows') return [key, [call({ from: 1, to: 10, count: 12500 }), call({ from: 11, to: 20, count: -1 })]];
            if (key === 'getLabelText') return [key, [call(3)]];
            return [key, ['page', 'first', 'last', 'next', 'previous'].flatMap((type) => [call(type, 3, true), call(type, 3, false)])];
          }),
        ),
      ]),
  );
}

const workspace = resolve(import.meta.dirname, '../../../..');

/** The source files of the apps and libs (tests aside). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The MUI components the sources import (`@mui/material/Rating`, or by name from `@mui/material`). */
function importedMuiComponents(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, file: string) => found.set(name, [...(found.get(name) ?? []), file]);
  for (const root of ['apps', 'libs']) {
    for (const project of readdirSync(join(workspace, root))) {
      let files: string[];
      try {
        files = sources(join(workspace, root, project, 'src'));
      } catch {
        continue;
      }
      for (const file of files) {
        const code = readFileSync(file, 'utf8');
        for (const match of code.matchAll(/from '@mui\/material\/([A-Z]\w*)'/g)) add(`Mui${match[1]}`, file);
        for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from '@mui\/material'/g)) {
          for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) if (/^[A-Z]/.test(name)) add(`Mui${name}`, file);
        }
      }
    }
  }
  return found;
}

describe('the theme’s zh-CN locale', () => {
  it('says exactly what MUI’s zhCN says for the components it covers, in the theme or spread where drawn', () => {
    const ours = Object.keys(zhCN.components ?? {});
    expect(ours.length).toBeGreaterThan(0);
    expect(spoken(zhCN)).toEqual(spoken(muiZhCN, ours));
    const spread = { components: Object.fromEntries(Object.entries(SPREAD).map(([component, { props }]) => [component, { defaultProps: props }])) } as typeof zhCN;
    expect(spoken(spread)).toEqual(spoken(muiZhCN, Object.keys(SPREAD)));
  });

  it('covers every MUI component with zh-CN texts that a source file imports', () => {
    const localized = Object.keys(muiZhCN.components ?? {});
    const imported = importedMuiComponents();
    expect(imported.size).toBeGreaterThan(20);
    const inTheme = (name: string) => name in (zhCN.components ?? {});
    const spreadIn = (name: string, file: string) => name in SPREAD && readFileSync(file, 'utf8').includes(`{...${SPREAD[name as keyof typeof SPREAD].name}}`);
    const missing = [...imported].flatMap(([name, files]) => (localized.includes(name) && !inTheme(name) ? files.filter((file) => !spreadIn(name, file)).map((file) => [name, file]) : []));
    expect(missing, 'MUI components drawn without their zh-CN texts (add them to the theme from MUI’s zhCN, or spread RATING_ZH_CN / AUTOCOMPLETE_ZH_CN)').toEqual([]);
    // Rating and Autocomplete are drawn, and only with their texts.
    expect(imported.get('MuiRating')?.length).toBeGreaterThan(0);
    expect(imported.get('MuiAutocomplete')?.length).toBeGreaterThan(0);
  });
});
