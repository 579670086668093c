import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useUserInfo, type PortalUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { GlobalLayout, preloadRouteErrorViews, type NavItem } from '@smes/ui';
import { NavItemsContext } from './nav-items-context';
import { useShell } from './shell-context';
import { useScrollToTopOnNavigation } from './scroll-to-top';
import { useRemoveStaticShell } from './static-shell';
import { UserArea, type UserAreaProps } from './user-area';
import { VisitReporter } from './visit-reporter';

export type AppNavItem = NavItem & {
  /**
   * The account types that see the item (an institution's 入驻认证, the operator's 入驻审核); without it everyone
   * does. A restricted item stays hidden until the signed-in account is known, so a visitor never sees it.
   */
  accountTypes?: readonly PortalUserInfo['userType'][];
};

export type AppLayoutProps = {
  navItems: AppNavItem[];
  userArea?: UserAreaProps;
  footer?: ReactNode;
  /**
   * The header's name for an account type that uses the app for other work (the operator in the console);
   * everyone else, visitors included, sees the app's name.
   */
  brandByAccountType?: Partial<Record<PortalUserInfo['userType'], string>>;
};

/** The global layout at "/": header with the app's areas, the account corner, title + visit reporting. */
export function AppLayout({ navItems, userArea, footer, brandByAccountType }: AppLayoutProps) {
  const { appName } = useShell();
  const userType = useSignedInAccountType();
  useRemoveStaticShell();
  useScrollToTopOnNavigation();
  // The first screen is drawn by the time the layout mounts: fetch the error screens now, so a later
  // failure (a lost connection included) can still show them.
  useEffect(preloadRouteErrorViews, []);
  const visibleItems = useVisibleNavItems(navItems, userType);
  const brandName = (userType && brandByAccountType?.[userType]) || appName;
  return (
    <GlobalLayout brandName={brandName} navItems={visibleItems} userArea={<UserArea {...userArea} />} footer={footer}>
      <VisitReporter />
      <NavItemsContext.Provider value={visibleItems}>
        <Outlet />
      </NavItemsContext.Provider>
    </GlobalLayout>
  );
}

/** The signed-in account's type once known; undefined for a visitor and while the account loads. */
function useSignedInAccountType(): PortalUserInfo['userType'] | undefined {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  return isLoggedIn ? user.data?.userType : undefined;
}

/** The items the signed-in account may use: the server refuses the rest, so the header does not offer them. */
function useVisibleNavItems(items: AppNavItem[], userType: PortalUserInfo['userType'] | undefined): NavItem[] {
  // One array per account type: the screens reading it from context (useNavItems) re-render only when it changes.
  return useMemo(
    () => items.filter(({ accountTypes }) => !accountTypes || (userType !== undefined && accountTypes.includes(userType))).map(({ accountTypes: _accountTypes, ...item }) => item),
    [items, userType],
  );
}
