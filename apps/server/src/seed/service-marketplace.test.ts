import type { BindArg } from '../db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrderPath, ORDER_STATUSES } from '@smes/service-rules';
import type { OrderStatus } from '@smes/service-rules';
import type { PortalSchemas } from '@smes/contract-types';
import { bearer, createTestHosts, login } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';
import { DEMO_BUYER_PHONE, DEMO_SELLER_PHONE } from './service-marketplace';

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

const count = async (sql: string, ...params: BindArg[]) => ((await hosts.db.get(sql, ...params)) as { n: number }).n;

describe('the marketplace seed', () => {
  it('fills the catalogue to the sizes PRODUCT asks for', async () => {
    expect(await count("SELECT COUNT(*) AS n FROM institutions WHERE status = 'approved'")).toBeGreaterThanOrEqual(40);
    expect(await count("SELECT COUNT(*) AS n FROM service_products p JOIN institutions i ON i.id = p.institution_id WHERE p.status = 'on_shelf' AND i.status = 'approved'")).toBeGreaterThanOrEqual(150);
    expect(await count('SELECT COUNT(*) AS n FROM service_cases')).toBeGreaterThanOrEqual(60);
    expect(await count('SELECT COUNT(*) AS n FROM service_cases WHERE published = 1 AND consented = 0')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM service_reviews')).toBeGreaterThanOrEqual(60);
    expect(await count("SELECT COUNT(DISTINCT category) AS n FROM service_products")).toBe(9);
  });

  it('puts every product and case inside its institution’s certified categories', async () => {
    for (const table of ['service_products', 'service_cases']) {
      const outside = await hosts.db.all(`SELECT t.id, t.category, i.name, i.service_categories FROM ${table} t JOIN institutions i ON i.id = t.institution_id
           WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text((i.service_categories)::jsonb) c WHERE c.value = t.category)`);
      expect(outside, table).toEqual([]);
    }
  });

  it('starts the operator’s 上架审核 with new products and a change waiting, and the portal showing none of them', async () => {
    const pending = (await hosts.db.all("SELECT kind, item_id, is_change FROM listing_reviews WHERE state = 'pending' ORDER BY id")) as { kind: string; item_id: number; is_change: number }[];
    expect(pending.map((row) => [row.kind, row.is_change])).toEqual([
      ['product', 0],
      ['product', 0],
      ['case', 1],
    ]);
    for (const row of pending.filter((item) => item.kind === 'product')) {
      expect(await count("SELECT COUNT(*) AS n FROM service_products WHERE id = ? AND listed = 0 AND status = 'off_shelf'", row.item_id)).toBe(1);
    }
    const changed = pending.find((row) => row.kind === 'case');
    expect(await count("SELECT COUNT(*) AS n FROM service_cases WHERE id = ? AND result ILIKE '%次年复审顺利通过。'", changed?.item_id)).toBe(0);
  });

  it('writes each institution its own profile', async () => {
    const rows = (await hosts.db.all("SELECT description, intro, region_code FROM institutions WHERE status = 'approved'")) as { description: string; intro: string; region_code: string | null }[];
    expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
    expect(rows.every((row) => row.region_code !== null && row.intro !== '')).toBe(true);
  });

  it('gives every need a rule set names at least one product on shelf', async () => {
    const needs = ['专利申请代理', '研发费用专项审计', '研发费用归集辅导', '信用修复', '高企认定辅导', '专精特新申报辅导', '数字化诊断', '质量管理体系认证', '安全生产合规', '商标注册', '研发人员认定咨询', '科技成果转化服务', '研发管理体系咨询', '研发机构建设咨询', '知识产权贯标', '高新技术产品收入审计'];
    for (const need of needs) {
      expect(await count("SELECT COUNT(*) AS n FROM service_products p, jsonb_array_elements_text((p.needs)::jsonb) n WHERE n.value = ? AND p.status = 'on_shelf'", need), need).toBeGreaterThan(0);
    }
  });

  it('leaves the demo enterprise an order in every state with the demo institution', async () => {
    const statuses = ((await hosts.db.all(`SELECT DISTINCT o.status FROM service_orders o JOIN users u ON u.id = o.user_id JOIN institutions i ON i.id = o.institution_id
         JOIN users s ON s.id = i.user_id WHERE u.phone = ? AND s.phone = ?`, DEMO_BUYER_PHONE, DEMO_SELLER_PHONE)) as { status: OrderStatus }[]).map((row) => row.status);
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('only holds order histories the transition table allows', async () => {
    const orders = (await hosts.db.all('SELECT id, status FROM service_orders')) as { id: number; status: OrderStatus }[];
    const events = 'SELECT status FROM service_order_events WHERE order_id = ? ORDER BY id';
    for (const order of orders) {
      const path = ((await hosts.db.all(events, order.id)) as { status: OrderStatus }[]).map((row) => row.status);
      expect(isOrderPath(path), `order ${order.id}: ${path.join(' → ')}`).toBe(true);
      expect(path.at(-1)).toBe(order.status);
    }
  });

  it('puts the pending institution in the operator queue', async () => {
    expect(await count("SELECT COUNT(*) AS n FROM certifications WHERE status = 'pending'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM certifications WHERE status = 'approved'")).toBe(1);
  });

  it('gives the pending institution (13900139001) a submitted application with its files, which the operator can review', async () => {
    const admin = await login(hosts.portal, 'admin');
    const queue = await hosts.portal.inject({ method: 'GET', url: '/api/admin/certifications?status=pending', headers: bearer(admin) });
    const rows = (queue.json() as { data: PortalSchemas['CertificationPage'] }).data.rows;
    const application = rows.find((row) => row.name === '杭州启航企业管理咨询有限公司');
    expect(application, 'the seeded application in the 入驻审核 queue').toBeDefined();
    const detail = await hosts.portal.inject({ method: 'GET', url: `/api/admin/certifications/${application?.id ?? 0}`, headers: bearer(admin) });
    const full = (detail.json() as { data: PortalSchemas['CertificationApplication'] }).data;
    expect(full).toMatchObject({ status: 'pending', serviceCategories: ['管理咨询'], commitment: true, missing: [] });
    expect(full.submittedAt).not.toBeNull();
    expect(full.files.map((file) => [file.slot, file.category])).toEqual([
      ['license', null],
      ['certificate', '管理咨询'],
    ]);
    const owner = (await hosts.db.get('SELECT u.phone AS phone FROM certifications c JOIN users u ON u.id = c.user_id WHERE c.id = ?', full.id)) as { phone: string };
    expect(owner.phone).toBe('13900139001');
    // Its files download as the PDFs they claim to be.
    const file = full.files[0];
    const download = await hosts.portal.inject({ method: 'POST', url: `/api/org/certification/${full.id}/files/${file?.id ?? 0}/download`, headers: bearer(admin) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
