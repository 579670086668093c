import { useEffect, useState } from 'react';
import { useLogout, useUnreadMessageCount, useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { UserMenu } from '@smes/ui';
import type { UserMenuItem } from '@smes/ui';
import { useShell } from './shell-context';
import type { UserAreaProps } from './user-area';

// The signed-in account's corner of the header: its button (avatar, name, unread count), the menu and 退出登录. A chunk
// of its own, fetched for a signed-in account only (user-area.tsx; render-app.tsx asks for it as the app starts when a
// token is stored): a visitor's page draws 登录 and 注册 and never downloads it (ADR 129).

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

/** The user's menu with 退出登录, the unread count on it when the app has a message center. */
export function SignedInAccount({ items: givenItems = [], loadItems, messageCenterPath, useAccountLabel = noAccountLabel }: UserAreaProps) {
  const items = useMenuItems(givenItems, loadItems);
  const { userInfo } = useSession();
  const { ssoUrls } = useShell();
  const logout = useLogout();
  // Fetching the user keeps the stored `userinfo` (and its phone, which the notes handoff needs) current.
  useUserInfo();
  const showsUnread = messageCenterPath !== undefined;
  const unread = useUnreadMessageCount({ enabled: showsUnread });
  const unreadCount = showsUnread ? (unread.data ?? 0) : 0;

  const accountLabel = useAccountLabel();
  const displayName = accountLabel ?? (userInfo?.nickName || userInfo?.username || userInfo?.phone || null);

  const handleLogout = () => {
    // The mutation clears the session, which unmounts this corner (the header draws 登录 and 注册 instead), and a
    // mutate() call's own callbacks do not run for an unmounted observer: the redirect follows the mutation's promise.
    const toSsoLogout = () => window.location.assign(ssoUrls.logout());
    logout.mutateAsync(undefined).then(toSsoLogout, toSsoLogout);
  };

  const menuItems: UserMenuItem[] = items.map((item) => ({ label: item.label, to: item.to }));

  return (
    <UserMenu
      isLoggedIn
      displayName={displayName}
      items={showsUnread ? withMessageCenter(menuItems, messageCenterPath, unreadCount) : menuItems}
      badgeCount={unreadCount}
      badgeLabel={unreadLabel(unreadCount)}
      onLogout={handleLogout}
    />
  );
}

type MenuEntry = { label: string; to: string };

/** The menu's entries: those given, or those `loadItems` fetches (none until they are here; a failure leaves none). */
function useMenuItems(given: readonly MenuEntry[], loadItems: UserAreaProps['loadItems']): readonly MenuEntry[] {
  const [loaded, setLoaded] = useState<readonly MenuEntry[]>();
  useEffect(() => {
    if (!loadItems) return;
    let current = true;
    loadItems().then(
      (entries) => current && setLoaded(entries),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadItems]);
  return loadItems ? (loaded ?? []) : given;
}
