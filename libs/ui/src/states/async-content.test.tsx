import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AsyncContent } from './async-content';
import type { AsyncContentProps } from './async-content';

type Item = { id: number; name: string };

function renderContent(props: Partial<AsyncContentProps<Item[]>>) {
  return renderWithTheme(
    <AsyncContent<Item[]> isPending={false} error={null} data={undefined} {...props}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </AsyncContent>,
  );
}

describe('AsyncContent', () => {
  it('draws data that arrives in a blocking update (a query’s answer) in a deferred render, showing the loading state until then', async () => {
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    // The store's update must commit on its own, as in the browser, not inside act(), which flushes everything.
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let items: Item[] | undefined;
      const listeners = new Set<() => void>();
      const subscribe = (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      };
      const drawn = vi.fn();
      function Screen() {
        const data = useSyncExternalStore(subscribe, () => items);
        return (
          <AsyncContent<Item[]> isPending={data === undefined} error={null} data={data}>
            {(list) => {
              drawn();
              return <p>{list.map((item) => item.name).join('、')}</p>;
            }}
          </AsyncContent>
        );
      }
      renderWithTheme(<Screen />);
      expect(screen.getByRole('status')).toBeInTheDocument();
      flushSync(() => {
        items = [{ id: 1, name: '甲' }];
        listeners.forEach((listener) => listener());
      });
      // The blocking render that brought the data committed the loading state without drawing the content.
      expect(drawn).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(await screen.findByText('甲')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows a loading status while pending', () => {
    renderContent({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('shows a custom loading element while pending', () => {
    renderContent({ isPending: true, loading: <p>正在检索政策</p> });
    expect(screen.getByText('正在检索政策')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows an Error's message with a retry button", async () => {
    const onRetry = vi.fn();
    renderContent({ error: new Error('服务器内部错误'), onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    expect(alert).toHaveTextContent('服务器内部错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic message for errors without one', () => {
    renderContent({ error: { code: 500 } });
    expect(screen.getByRole('alert')).toHaveTextContent('请求失败，请稍后重试');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('falls back to the generic message for an Error with an empty message', () => {
    renderContent({ error: new Error('') });
    expect(screen.getByRole('alert')).toHaveTextContent('请求失败，请稍后重试');
  });

  it('shows 暂无数据 for an empty array', () => {
    renderContent({ data: [] });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a custom empty element', () => {
    renderContent({ data: [], empty: <p>没有符合条件的政策</p> });
    expect(screen.getByText('没有符合条件的政策')).toBeInTheDocument();
  });

  it('asks isEmpty for non-array data', () => {
    renderWithTheme(
      <AsyncContent<{ rows: Item[]; total: number }>
        isPending={false}
        error={null}
        data={{ rows: [], total: 0 }}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => <p>共 {page.total} 条</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('renders the children with the data', () => {
    renderContent({ data: [{ id: 1, name: '高新技术企业认定' }] });
    expect(screen.getByRole('listitem')).toHaveTextContent('高新技术企业认定');
  });

  it('keeps stale data on screen when a refetch fails, with a warning and retry', async () => {
    const onRetry = vi.fn();
    renderContent({ data: [{ id: 1, name: '专精特新' }], error: new Error('网络错误'), onRetry });
    expect(screen.getByRole('listitem')).toHaveTextContent('专精特新');
    expect(screen.getByRole('alert')).toHaveTextContent('数据刷新失败：网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('AsyncContent and an expired session', () => {
  it('keeps showing loading instead of an error while the expiry flow redirects', () => {
    const expired = Object.assign(new Error('登录状态已过期，请重新登录'), { name: 'SessionExpiredError' });
    renderContent({ error: expired, children: () => <p>内容</p> });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('登录状态已过期，请重新登录')).not.toBeInTheDocument();
  });
});
