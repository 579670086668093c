import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildInstitutionCard,
  buildInstitutionProfile,
  buildServicePage,
  buildServiceReview,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const reviewPages: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  reviewPages.length = 0;
  server.use(
    portalHandler('get', '/api/service/institutions/{id}', ({ params }) =>
      Number(params.id) === 404
        ? { status: 404, body: errorEnvelope(404, '机构不存在') }
        : { status: 200, body: okEnvelope(buildInstitutionProfile({ institution: buildInstitutionCard({ productCount: 8 }) })) },
    ),
    portalHandler('get', '/api/service/institutions/{id}/reviews', ({ request }) => {
      const pageNum = Number(new URL(request.url).searchParams.get('pageNum'));
      reviewPages.push(String(pageNum));
      const rows = Array.from({ length: 5 }, (_, index) => buildServiceReview({ id: pageNum * 10 + index, text: `第 ${pageNum} 页评价 ${index}，服务很专业。` }));
      return { status: 200, body: okEnvelope(buildServicePage(rows, { total: 12, pageNum, pageSize: 5 })) };
    }),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('服务机构详情', { timeout: 60_000 }, () => {
  it('shows the profile, qualifications, products, cases and paged reviews', async () => {
    renderScreens({ path: '/service/institutionDetail/7', screens: portalScreens });
    await screen.findByRole('heading', { level: 1, name: '杭州知衡知识产权代理有限公司' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('服务机构详情'));
    expect(screen.getByText('50-99 人')).toBeInTheDocument();
    expect(screen.getByText('专利代理机构执业许可证')).toBeInTheDocument();
    expect(screen.getByText('发证机构：国家知识产权局 · 有效期至：2028-12-31')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: '服务产品（8）' });
    expect(within(products).getByRole('link', { name: '发明专利申请代理（含检索与撰写）' })).toHaveAttribute('href', '/service/detail/31');
    expect(within(products).getByRole('link', { name: '查看全部产品' })).toHaveAttribute('href', '/service/productPage?institutionId=7');
    expect(within(screen.getByRole('region', { name: '成功案例（3）' })).getByRole('link', { name: /汽车零部件企业/ })).toHaveAttribute('href', '/service/anli/51');

    const reviews = screen.getByRole('region', { name: '用户评价' });
    expect(await within(reviews).findByText('第 1 页评价 0，服务很专业。', {}, { timeout: 15_000 })).toBeInTheDocument();
    // On an institution's page each review says which product it is about.
    expect(within(reviews).getAllByRole('link', { name: '发明专利申请代理（含检索与撰写）' })).toHaveLength(5);
    await userEvent.click(within(reviews).getByRole('button', { name: '下一页' }));
    expect(await within(reviews).findByText('第 2 页评价 0，服务很专业。', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(reviewPages).toEqual(['1', '2']);
  });

  it('lists the certificates the platform made public with the certification, beside the listed qualifications', async () => {
    server.use(
      portalHandler('get', '/api/service/institutions/{id}', () => ({
        status: 200,
        body: okEnvelope(
          buildInstitutionProfile({
            qualifications: [],
            certificates: [{ id: 41, category: '知识产权', name: '专利代理机构执业许可证.pdf', contentType: 'application/pdf', size: 51_200, approvedAt: '2026-11-27T02:00:00.000Z' }],
          }),
        ),
      })),
    );
    renderScreens({ path: '/service/institutionDetail/7', screens: portalScreens });
    const section = await screen.findByRole('region', { name: '资质证书' });
    expect(within(section).getByText('知识产权资质证书：专利代理机构执业许可证.pdf')).toBeVisible();
    expect(within(section).getByText('入驻认证时提交，平台于 2026-11-27 审核通过')).toBeVisible();
    expect(within(section).queryByText('暂无公开的资质证书')).toBeNull();
  });

  it('opens a public certificate in place, fetched from the institution’s own certificate by its id', async () => {
    const fetched: string[] = [];
    server.use(
      portalHandler('get', '/api/service/institutions/{id}', () => ({
        status: 200,
        body: okEnvelope(
          buildInstitutionProfile({
            institution: buildInstitutionCard({ id: 7 }),
            qualifications: [],
            certificates: [{ id: 41, category: '知识产权', name: '专利代理机构执业许可证.pdf', contentType: 'application/pdf', size: 51_200, approvedAt: '2026-11-27T02:00:00.000Z' }],
          }),
        ),
      })),
      portalHandler('post', '/api/service/institutions/{id}/certificates/{fileId}/download', ({ params }) => {
        fetched.push(`${String(params.id)}/${String(params.fileId)}`);
        return new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="institution-7-certificate-41.pdf"; filename*=UTF-8''${encodeURIComponent('专利代理机构执业许可证.pdf')}` },
        });
      }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    try {
      renderScreens({ path: '/service/institutionDetail/7', screens: portalScreens });
      const section = await screen.findByRole('region', { name: '资质证书' });
      expect(within(section).getByRole('list', { name: '资质证书' })).toHaveTextContent('50 KB');
      await userEvent.click(within(section).getByRole('button', { name: '预览知识产权资质证书：专利代理机构执业许可证.pdf' }));
      const preview = await screen.findByRole('dialog', { name: '预览：专利代理机构执业许可证.pdf' });
      await waitFor(() => expect(within(preview).getByTitle('预览：专利代理机构执业许可证.pdf')).toHaveAttribute('src', 'blob:certificate'));
      expect(fetched).toEqual(['7/41']);
    } finally {
      createObjectURL.mockRestore();
    }
  });

  it('tells an uncertified or unknown institution apart', async () => {
    renderScreens({ path: '/service/institutionDetail/404', screens: portalScreens });
    expect(await screen.findByText('服务机构不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回服务机构' })).toHaveAttribute('href', '/service/institutions');
  });
});
