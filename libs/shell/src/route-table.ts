import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@smes/ui';

/** One screen of an app: its path, its Chinese page title (also the visit record's `type`) and its lazy module. */
export type ScreenRoute = {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
};

/** Routes are data: every screen becomes a lazy chunk whose handle carries the title. */
export function toRouteObjects(screens: readonly ScreenRoute[]): RouteObject[] {
  return screens.map(({ path, title, load }) => ({
    path,
    handle: { title },
    lazy: lazyRoute(load),
  }));
}
