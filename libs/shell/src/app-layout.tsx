import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { GlobalLayout, preloadRouteErrorViews, type NavItem } from '@smes/ui';
import { useShell } from './shell-context';
import { useScrollToTopOnNavigation } from './scroll-to-top';
import { useRemoveStaticShell } from './static-shell';
import { UserArea, type UserAreaProps } from './user-area';
import { VisitReporter } from './visit-reporter';

export type AppLayoutProps = {
  navItems: NavItem[];
  userArea?: UserAreaProps;
  footer?: ReactNode;
};

/** The global layout at "/": header with the app's areas, the account corner, title + visit reporting. */
export function AppLayout({ navItems, userArea, footer }: AppLayoutProps) {
  const { appName } = useShell();
  useRemoveStaticShell();
  useScrollToTopOnNavigation();
  // The first screen is drawn by the time the layout mounts: fetch the error screens now, so a later
  // failure (a lost connection included) can still show them.
  useEffect(preloadRouteErrorViews, []);
  return (
    <GlobalLayout brandName={appName} navItems={navItems} userArea={<UserArea {...userArea} />} footer={footer}>
      <VisitReporter />
      <Outlet />
    </GlobalLayout>
  );
}
