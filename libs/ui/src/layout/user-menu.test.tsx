import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { UserMenu } from './user-menu';
import type { UserMenuProps } from './user-menu';

function renderMenu(props: UserMenuProps) {
  return renderWithTheme(
    <MemoryRouter initialEntries={['/home']}>
      <UserMenu {...props} />
      <Routes>
        <Route path="/home" element={<p>首页</p>} />
        <Route path="/personal" element={<p>个人中心页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('UserMenu', () => {
  it('offers 登录 and 注册 as links when logged out', () => {
    renderMenu({
      isLoggedIn: false,
      loginHref: 'https://sso.example.cn/login?backUrl=x',
      registerHref: 'https://sso.example.cn/register?backUrl=x',
    });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', 'https://sso.example.cn/login?backUrl=x');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      'https://sso.example.cn/register?backUrl=x',
    );
    expect(screen.queryByRole('button', { name: /用户菜单/ })).not.toBeInTheDocument();
  });

  it('offers 登录 and 注册 as buttons with callbacks', async () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    renderMenu({ isLoggedIn: false, onLogin, onRegister });
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  it('opens a menu with the given items and 退出登录 when logged in', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const onClick = vi.fn();
    renderMenu({
      isLoggedIn: true,
      displayName: '张经理',
      onLogout,
      items: [
        { label: '个人中心', to: '/personal' },
        { label: '机构工作台', href: 'https://console.example.cn/' },
        { label: '消息中心', onClick },
      ],
    });
    const trigger = screen.getByRole('button', { name: '用户菜单：张经理' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // The menu loads lazily on the first open.
    const menu = await screen.findByRole('menu', { name: '用户菜单：张经理' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '机构工作台' })).toHaveAttribute('href', 'https://console.example.cn/');
    await user.click(screen.getByRole('menuitem', { name: '消息中心' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('navigates with a route item', async () => {
    const user = userEvent.setup();
    renderMenu({ isLoggedIn: true, displayName: '张经理', items: [{ label: '个人中心', to: '/personal' }] });
    await user.click(screen.getByRole('button', { name: '用户菜单：张经理' }));
    await user.click(await screen.findByRole('menuitem', { name: '个人中心' }));
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
  });

  it('falls back to 我的账户 without a name', () => {
    renderMenu({ isLoggedIn: true, displayName: null });
    expect(screen.getByRole('button', { name: '用户菜单：我的账户' })).toBeInTheDocument();
  });

  it('puts an unread count on the avatar and on its menu entry, both in the accessible names', async () => {
    const user = userEvent.setup();
    renderMenu({
      isLoggedIn: true,
      displayName: '张经理',
      badgeCount: 3,
      badgeLabel: '3 条未读消息',
      items: [
        { label: '我的订阅', to: '/personal' },
        { label: '消息中心', to: '/personal', badgeCount: 3 },
      ],
    });
    const trigger = screen.getByRole('button', { name: '用户菜单：张经理，3 条未读消息' });
    expect(within(trigger).getByText('3')).toBeInTheDocument();
    await user.click(trigger);
    const entry = await screen.findByRole('menuitem', { name: '消息中心，3 条未读' });
    expect(entry).toHaveTextContent('消息中心3');
    expect(screen.getByRole('menuitem', { name: '我的订阅' })).toBeInTheDocument();
  });

  it('shows no count at 0 and caps a large one at 99+', async () => {
    const user = userEvent.setup();
    const { rerender } = renderMenu({ isLoggedIn: true, displayName: '张经理', badgeCount: 0, items: [{ label: '消息中心', to: '/personal', badgeCount: 0 }] });
    const trigger = screen.getByRole('button', { name: '用户菜单：张经理' });
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: '消息中心' })).toHaveTextContent(/^消息中心$/);
    await user.keyboard('{Escape}');

    rerender(
      <MemoryRouter>
        <UserMenu isLoggedIn displayName="张经理" badgeCount={120} items={[{ label: '消息中心', to: '/personal', badgeCount: 120 }]} />
      </MemoryRouter>,
    );
    const busy = screen.getByRole('button', { name: '用户菜单：张经理，120 条未读' });
    expect(within(busy).getByText('99+')).toBeInTheDocument();
    await user.click(busy);
    expect(screen.getByRole('menuitem', { name: '消息中心，120 条未读' })).toHaveTextContent('消息中心99+');
  });

  it("shows the account's picture, and its initial when the picture cannot be loaded", () => {
    renderMenu({ isLoggedIn: true, displayName: '张经理', avatarUrl: 'https://img.example.cn/a.png' });
    const trigger = screen.getByRole('button', { name: '用户菜单：张经理' });
    const picture = trigger.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://img.example.cn/a.png');
    expect(within(trigger).queryByText('张')).not.toBeInTheDocument();
    fireEvent.error(picture!);
    expect(trigger.querySelector('img')).toBeNull();
    expect(within(trigger).getByText('张')).toBeInTheDocument();
  });
});
