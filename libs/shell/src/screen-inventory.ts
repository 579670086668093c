import type { ScreenRoute } from './route-table';

/** The global an app sets to its screens (path pattern and title). */
export const SCREEN_INVENTORY_KEY = '__SMES_SCREENS__';

export type ScreenInventoryEntry = Pick<ScreenRoute, 'path' | 'title'>;

const inventoryOf = (screens: readonly ScreenRoute[]): readonly ScreenInventoryEntry[] => Object.freeze(screens.map(({ path, title }) => ({ path, title })));

/**
 * Publishes the route table's paths and titles on `window`, so the accessibility journey visits every
 * screen of the running app, screens added later included, without a second list to keep in step.
 * renderApp calls it in every build: the journeys run on the production build (ADR 49), and the paths and titles
 * are public. When the table comes in areas (ADR 119) the first read starts loading every area and reads
 * undefined until they are all there (the journey polls): a visit that never reads it loads no other area.
 */
export function publishScreenInventory(screens: readonly ScreenRoute[] | (() => Promise<readonly ScreenRoute[]>), target: object = globalThis): void {
  if (typeof screens !== 'function') {
    Object.defineProperty(target, SCREEN_INVENTORY_KEY, { value: inventoryOf(screens), configurable: true });
    return;
  }
  let inventory: readonly ScreenInventoryEntry[] | undefined;
  let loading = false;
  Object.defineProperty(target, SCREEN_INVENTORY_KEY, {
    configurable: true,
    get() {
      if (!inventory && !loading) {
        loading = true;
        screens().then(
          (loaded) => {
            inventory = inventoryOf(loaded);
          },
          () => {
            loading = false;
          },
        );
      }
      return inventory;
    },
  });
}
