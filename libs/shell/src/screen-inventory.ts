import type { ScreenRoute } from './route-table';

/** The global a development build sets to its app's screens (path pattern and title). */
export const SCREEN_INVENTORY_KEY = '__SMES_SCREENS__';

export type ScreenInventoryEntry = Pick<ScreenRoute, 'path' | 'title'>;

/**
 * Publishes the route table's paths and titles on `window`, so the accessibility journey visits every
 * screen of the running app, screens added later included, without a second list to keep in step.
 * renderApp calls it in development builds only (the journeys run on one); production builds drop it.
 */
export function publishScreenInventory(screens: readonly ScreenRoute[], target: object = globalThis): void {
  const inventory: ScreenInventoryEntry[] = screens.map(({ path, title }) => ({ path, title }));
  Object.defineProperty(target, SCREEN_INVENTORY_KEY, { value: Object.freeze(inventory), configurable: true });
}
