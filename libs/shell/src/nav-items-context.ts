import { createContext, useContext } from 'react';
import type { NavItem } from '@smes/ui';

/** The header's areas as the signed-in account sees them, for screens that lead to every area (the home page's tiles). */
export const NavItemsContext = createContext<readonly NavItem[]>([]);

/** The same items, in the same order, as the header: a screen listing the areas never keeps a second list. */
export function useNavItems(): readonly NavItem[] {
  return useContext(NavItemsContext);
}
