import { CONFIG_ENV_KEYS, ConfigError, DEFAULT_CONFIG, readConfig, type AppConfig } from './read-config';

/**
 * The hosts are not baked into the build: every environment serves a tiny classic script at this path
 * (nginx from `npm run start:prod`, the Vite dev and preview servers from the `VITE_*` variables) that
 * sets `globalThis[RUNTIME_CONFIG_GLOBAL]` before the app's module script runs, so one build runs
 * against the stand-in, a test system and the real provider.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';
export const RUNTIME_CONFIG_GLOBAL = '__SMES_CONFIG__';

const CONFIG_KEYS = Object.keys(DEFAULT_CONFIG) as (keyof AppConfig)[];

/**
 * Validates what the runtime config script set. Absent (a unit test, a page opened without the script)
 * means the stand-in defaults; anything present but malformed — not an object, an unknown key, a value
 * that is not an http(s) origin — throws, so a bad deployment fails loudly at start-up instead of
 * talking to the wrong host.
 */
export function readRuntimeConfig(value: unknown): AppConfig {
  if (value === undefined) return { ...DEFAULT_CONFIG };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError(`${RUNTIME_CONFIG_PATH} must set an object, got ${value === null ? 'null' : typeof value}`);
  }
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(CONFIG_KEYS as string[]).includes(key));
  if (unknown.length > 0) throw new ConfigError(`${RUNTIME_CONFIG_PATH} has unknown keys: ${unknown.join(', ')}`);
  const env: Record<string, string> = {};
  for (const name of CONFIG_KEYS) {
    const raw = record[name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') throw new ConfigError(`${RUNTIME_CONFIG_PATH}: ${name} must be a string`);
    env[CONFIG_ENV_KEYS[name]] = raw;
  }
  return readConfig(env);
}

/** The body of the runtime config script for a validated configuration. */
export function runtimeConfigScript(config: AppConfig): string {
  // JSON is a valid JS expression; `<` is escaped so the value can never close a surrounding tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `globalThis.${RUNTIME_CONFIG_GLOBAL} = Object.freeze(${json});\n`;
}

/** Reads the runtime config the page was served with (see RUNTIME_CONFIG_PATH). */
export function loadRuntimeConfig(): AppConfig {
  return readRuntimeConfig((globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL]);
}
