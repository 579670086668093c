import type { ScreenRoute } from './route-table';

/** The global an app sets to its screens (path pattern and title). */
export const SCREEN_INVENTORY_KEY = '__SMES_SCREENS__';

export type ScreenInventoryEntry = Pick<ScreenRoute, 'path' | 'title'>;

/**
 * Publishes the route table's paths and titles on `window`, so the accessibility journey visits every
 * screen of the running app, screens added later included, without a second list to keep in step.
 * renderApp calls it in every build: the journeys run on the production build (ADR 49), and the paths and titles
 * are public (the route table in the first-load JavaScript holds them anyway).
 */
export function publishScreenInventory(screens: readonly ScreenRoute[], target: object = globalThis): void {
  const inventory: ScreenInventoryEntry[] = screens.map(({ path, title }) => ({ path, title }));
  Object.defineProperty(target, SCREEN_INVENTORY_KEY, { value: Object.freeze(inventory), configurable: true });
}
