import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDictList, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { PortalFooter } from '../../app/portal-footer';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  visits.length = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', () => ({
      status: 200,
      body: okEnvelope(buildDictList('feedback_type', ['功能建议', '问题反馈'])),
    })),
  );
});

describe('无障碍声明', { timeout: 30_000 }, () => {
  it('says what is supported, what is not yet, and how to report a problem, under its own title', async () => {
    renderScreens({ path: '/accessibility', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '无障碍声明' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toContain('无障碍声明');
    await expect.poll(() => visits).toContain('无障碍声明');

    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('遵循的标准')).toHaveTextContent('GB/T 37668-2019');
    expect(section('遵循的标准')).toHaveTextContent('WCAG 2.2 AA');
    const supported = section('已支持的功能');
    for (const feature of ['关怀模式', '键盘操作', '读屏软件', '放大与小屏幕']) expect(supported).toHaveTextContent(feature);
    expect(supported).toHaveTextContent('不小于 18 像素');
    expect(section('已知的限制')).toHaveTextContent('PDF');
  });

  it('leads to the feedback form, which records that the report came from the statement', async () => {
    let sentPageUrl: string | null = null;
    server.use(
      portalHandler('post', '/api/hnFeedback', async ({ request }) => {
        sentPageUrl = new URLSearchParams(await request.text()).get('pageUrl');
        return { status: 200, body: okEnvelope({ id: 7 }) };
      }),
    );
    const user = userEvent.setup();
    renderScreens({ path: '/accessibility', screens: portalScreens });
    const report = await screen.findByRole('region', { name: '反馈无障碍问题' }, { timeout: 15_000 });
    await user.click(within(report).getByRole('link', { name: '意见反馈' }));
    expect(await screen.findByRole('heading', { level: 1, name: '意见反馈' }, { timeout: 15_000 })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/反馈类型/), await screen.findByRole('option', { name: '问题反馈' }));
    await user.type(screen.getByLabelText(/反馈内容/), '关怀模式下申报项目列表的筛选按钮读屏软件读不出名称');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText(/反馈已提交（编号 7）/)).toBeInTheDocument();
    expect(sentPageUrl).toBe('/accessibility');
  });

  it('is linked from the footer', async () => {
    renderScreens({ path: '/home', screens: [{ path: 'home', title: '首页', load: async () => ({ default: () => <h1>首页</h1> }) }], footer: <PortalFooter /> });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
    expect(within(footer).getByRole('link', { name: '无障碍声明' })).toHaveAttribute('href', '/accessibility');
  });
});
