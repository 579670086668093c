import { useLocation } from 'react-router-dom';
import { useLogout, useUnreadMessageCount, useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { UserMenu } from '@smes/ui';
import type { UserMenuItem } from '@smes/ui';
import { HOME_PATH, LOGIN_PATH } from './app-providers';
import { withQuery } from './route-paths';
import { useShell } from './shell-context';

export type UserAreaProps = {
  /** Extra menu entries for a logged-in user (in-app paths). */
  items?: { label: string; to: string }[];
  /** Where 注册 leads: an in-app path, or the SSO register page when absent. */
  registerPath?: string;
  /**
   * The message center's in-app path. Opt-in: only when set does the header ask for the unread count and show it
   * on the menu button and on the 消息中心 entry (every account type has messages: orders, reviews, certification).
   */
  messageCenterPath?: string;
  /**
   * Whether visitors get 登录/注册 in the header (default). An app whose every logged-out screen is itself
   * the way in (the console's home) turns them off, so a page never offers two login entries.
   */
  visitorEntries?: boolean;
  /**
   * The name the header shows for the signed-in account, where the app knows better than the nickname (the
   * console: the institution and its certification status). A hook, called on every render; null falls back.
   */
  useAccountLabel?: () => string | null;
};

const noAccountLabel = (): string | null => null;

const MESSAGE_CENTER_LABEL = '消息中心';

function unreadLabel(count: number): string {
  return `${count} 条未读消息`;
}

/** The menu entries with the unread count on the message center's entry (added when the app's list lacks one). */
function withMessageCenter(items: UserMenuItem[], path: string, count: number): UserMenuItem[] {
  const badge = { badgeCount: count, badgeLabel: `${count} 条未读` };
  const hasEntry = items.some((item) => item.to === path);
  if (!hasEntry) return [...items, { label: MESSAGE_CENTER_LABEL, to: path, ...badge }];
  return items.map((item) => (item.to === path ? { ...item, ...badge } : item));
}

/** The header's 登录 link: the login screen, asked to come back to the page the visitor is on (journey 7). */
export function loginHrefFrom(here: { pathname: string; search: string; hash: string }): string {
  if (here.pathname === LOGIN_PATH || (here.pathname === HOME_PATH && here.search === '' && here.hash === '')) return LOGIN_PATH;
  return withQuery(LOGIN_PATH, { redirect: `${here.pathname}${here.search}${here.hash}` });
}

/** The header's account corner: 登录/注册 for visitors, the user's menu with 退出登录 otherwise. */
export function UserArea({ items = [], registerPath, messageCenterPath, visitorEntries = true, useAccountLabel = noAccountLabel }: UserAreaProps) {
  const { isLoggedIn, userInfo } = useSession();
  const { ssoUrls } = useShell();
  const location = useLocation();
  const logout = useLogout();
  // Fetching the user keeps the stored `userinfo` (and its phone, which the notes handoff needs) current.
  useUserInfo();
  const showsUnread = messageCenterPath !== undefined && isLoggedIn;
  const unread = useUnreadMessageCount({ enabled: showsUnread });
  const unreadCount = showsUnread ? (unread.data ?? 0) : 0;

  const accountLabel = useAccountLabel();
  const displayName = accountLabel ?? (userInfo?.nickName || userInfo?.username || userInfo?.phone || null);

  const handleLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => window.location.assign(ssoUrls.logout()),
    });
  };

  if (!isLoggedIn && !visitorEntries) return null;

  const menuItems: UserMenuItem[] = items.map((item) => ({ label: item.label, to: item.to }));

  return (
    <UserMenu
      isLoggedIn={isLoggedIn}
      displayName={displayName}
      loginHref={loginHrefFrom(location)}
      registerHref={registerPath ?? ssoUrls.register()}
      items={showsUnread ? withMessageCenter(menuItems, messageCenterPath, unreadCount) : menuItems}
      badgeCount={unreadCount}
      badgeLabel={unreadLabel(unreadCount)}
      onLogout={handleLogout}
    />
  );
}
