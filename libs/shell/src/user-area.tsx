import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@smes/session';
import { VisitorEntries } from '@smes/ui';
import { HOME_PATH, LOGIN_PATH } from './app-providers';
import { withQuery } from './route-paths';
import { useShell } from './shell-context';
import { loadSignedInAccount, loadedSignedInAccount } from './signed-in-account-loader';

export type UserAreaProps = {
  /** Extra menu entries for a logged-in user (in-app paths). */
  items?: readonly { label: string; to: string }[];
  /**
   * The same entries, fetched with the signed-in corner instead of the first load (the portal's personal center list,
   * ADR 129); the menu shows them once here.
   */
  loadItems?: () => Promise<readonly { label: string; to: string }[]>;
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

/** The header's 登录 link: the login screen, asked to come back to the page the visitor is on (journey 7). */
export function loginHrefFrom(here: { pathname: string; search: string; hash: string }): string {
  if (here.pathname === LOGIN_PATH || (here.pathname === HOME_PATH && here.search === '' && here.hash === '')) return LOGIN_PATH;
  return withQuery(LOGIN_PATH, { redirect: `${here.pathname}${here.search}${here.hash}` });
}

/**
 * The header's account corner: 登录/注册 for visitors, the user's menu with 退出登录 otherwise. The signed-in corner is a
 * chunk of its own (signed-in-account.tsx, ADR 129): drawn as soon as it is here (at once when the app asked for it as
 * it started), nothing meanwhile; offline without it the corner stays empty until the header is drawn again.
 */
export function UserArea(props: UserAreaProps) {
  const { isLoggedIn } = useSession();
  const { ssoUrls } = useShell();
  const location = useLocation();
  if (isLoggedIn) return <SignedInAccountSlot {...props} />;
  if (props.visitorEntries === false) return null;
  return <VisitorEntries loginHref={loginHrefFrom(location)} registerHref={props.registerPath ?? ssoUrls.register()} />;
}

function SignedInAccountSlot(props: UserAreaProps) {
  const [Account, setAccount] = useState(loadedSignedInAccount);
  useEffect(() => {
    if (Account) return;
    let current = true;
    loadSignedInAccount().then(
      (loaded) => current && setAccount(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Account]);
  return Account ? <Account {...props} /> : null;
}
