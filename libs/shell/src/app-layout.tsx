import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { GlobalLayout, type NavItem } from '@smes/ui';
import { useShell } from './shell-context';
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
  return (
    <GlobalLayout brandName={appName} navItems={navItems} userArea={<UserArea {...userArea} />} footer={footer}>
      <VisitReporter />
      <Outlet />
    </GlobalLayout>
  );
}
