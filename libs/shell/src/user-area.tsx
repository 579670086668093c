import { useNavigate } from 'react-router-dom';
import { useLogout, useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { UserMenu } from '@smes/ui';
import { useShell } from './shell-context';

export type UserAreaProps = {
  /** Extra menu entries for a logged-in user (in-app paths). */
  items?: { label: string; to: string }[];
  /** Where 注册 leads: an in-app path, or the SSO register page when absent. */
  registerPath?: string;
};

/** The header's account corner: 登录/注册 for visitors, the user's menu with 退出登录 otherwise. */
export function UserArea({ items = [], registerPath }: UserAreaProps) {
  const { isLoggedIn, userInfo } = useSession();
  const { ssoUrls } = useShell();
  const navigate = useNavigate();
  const logout = useLogout();
  // Fetching the user keeps the stored `userinfo` (and its phone, which the notes handoff needs) current.
  useUserInfo();

  const displayName = userInfo?.nickName || userInfo?.username || userInfo?.phone || null;

  const handleLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => window.location.assign(ssoUrls.logout()),
    });
  };

  return (
    <UserMenu
      isLoggedIn={isLoggedIn}
      displayName={displayName}
      loginHref="/login"
      registerHref={registerPath ?? ssoUrls.register()}
      items={items.map((item) => ({ label: item.label, onClick: () => navigate(item.to) }))}
      onLogout={handleLogout}
    />
  );
}
