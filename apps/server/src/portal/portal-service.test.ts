import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { ORDER_STATUSES, findTransition, isOrderPath } from '@smes/service-rules';
import type { OrderAction, OrderStatus, PriceMode } from '@smes/service-rules';
import { DAY_MS } from '../clock';
import { insertInstitution } from '../domain/institutions';
import { makeCreditCode } from '../seed/credit-code';
import { SAMPLE_FILES } from '../testing/material-files';
import { MARKET_ACCOUNTS, PRODUCT_INPUT, REVIEW_INPUT, approveListing, injector, placeOrder, placeOrderWithFiles, shelvedProduct, uploadTo } from '../testing/service-fixtures';
import type { Inject } from '../testing/service-fixtures';
import { body, createTestHosts, login, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { insertUser } from '../domain/users';

type Order = PortalSchemas['ServiceOrder'];

let hosts: TestHosts;
let call: Inject;
let enterprise: string;
let otherEnterprise: string;
let institution: string;
let rival: string;
let product: PortalSchemas['OrgProduct'];
/** A 面议 product: its orders are quoted before they are agreed. */
let quotedProduct: PortalSchemas['OrgProduct'];

/** A second approved institution with its own account, to prove one institution never sees another's orders. */
async function addRivalInstitution(): Promise<void> {
  const user = await insertUser(
      hosts.db,
      { username: '13900139099', phone: '13900139099', passwordHash: 'x', nickName: '对手机构', userType: 'org', enterpriseName: null, notesEnabled: false },
      hosts.clock.now(),
    );
  await insertInstitution(hosts.db, {
      userId: user.id,
      name: '宁波对手知识产权代理有限公司',
      creditCode: makeCreditCode({ division: '330203', organizationBody: '55667788' }),
      serviceCategories: ['知识产权'],
      regionName: '宁波市海曙区',
      contactName: '赵一',
      contactPhone: '13900139099',
      status: 'approved',
      rejectReason: null,
      submittedAt: hosts.clock.now().toISOString(),
      reviewedAt: hosts.clock.now().toISOString(),
    });
}

beforeAll(async () => {
  hosts = await createTestHosts();
  call = injector(hosts);
  await addRivalInstitution();
  await issueTokens();
  product = await shelvedProduct(hosts, institution);
  quotedProduct = await shelvedProduct(hosts, institution, { name: '专利挖掘与布局（面议）', priceMode: 'negotiable', price: null });
});

/** Fresh login tokens: some tests move the clock past a token's lifetime. */
async function issueTokens() {
  enterprise = await portalTokenFor(hosts, MARKET_ACCOUNTS.enterprise);
  otherEnterprise = await portalTokenFor(hosts, MARKET_ACCOUNTS.otherEnterprise);
  institution = await portalTokenFor(hosts, MARKET_ACCOUNTS.institution);
  rival = await portalTokenFor(hosts, '13900139099');
}

beforeEach(async () => {
  if (hosts) await issueTokens();
});

afterAll(async () => {
  await hosts.close();
});

const data = <T>(response: { json(): unknown }) => (response.json() as Envelope<T>).data;

const CASE_INPUT = {
  title: '汽配企业发明专利布局',
  category: '知识产权',
  clientIndustry: '汽车制造业',
  summary: '围绕核心工艺布局 6 件发明专利',
  problem: '核心工艺没有专利保护。',
  approach: '梳理工艺节点，分批撰写申请。',
  result: '两年内授权 4 件发明专利。',
  completedOn: '2026-03-01',
  productId: null,
  consented: false,
  consentBy: null,
  consentOn: null,
  published: false,
};

const ACTION_CALLS: Record<OrderAction, { side: 'org' | 'service'; path: string; payload: object }> = {
  accept: { side: 'org', path: 'accept', payload: {} },
  quote: { side: 'org', path: 'quote', payload: { price: 12800, note: '含两件发明专利的撰写与官费' } },
  decline: { side: 'org', path: 'decline', payload: { reason: '本月排期已满' } },
  start: { side: 'org', path: 'start', payload: {} },
  deliver: { side: 'org', path: 'deliver', payload: { note: '申请文件已递交国家知识产权局' } },
  cancel: { side: 'service', path: 'cancel', payload: { reason: '预算调整' } },
  accept_quote: { side: 'service', path: 'accept-quote', payload: {} },
  decline_quote: { side: 'service', path: 'decline-quote', payload: { reason: '超出预算，希望控制在一万元内' } },
  confirm: { side: 'service', path: 'confirm', payload: {} },
  reject_delivery: { side: 'service', path: 'reject-delivery', payload: { reason: '权利要求书漏了冷却结构的第二种实施方式' } },
};

function act(order: { id: number }, action: OrderAction, payload: object = ACTION_CALLS[action].payload) {
  const { side, path } = ACTION_CALLS[action];
  return call('POST', `/api/${side}/orders/${order.id}/${path}`, side === 'org' ? institution : enterprise, payload);
}

/** The agreeing steps of each pricing: 接单 at the listed price, or a quote the enterprise accepts. */
const AGREE: Record<PriceMode, OrderAction[]> = { fixed: ['accept'], from: ['quote', 'accept_quote'], negotiable: ['quote', 'accept_quote'] };

function pathTo(status: OrderStatus, priceMode: PriceMode): OrderAction[] | null {
  const agree = AGREE[priceMode];
  const paths: Record<OrderStatus, OrderAction[] | null> = {
    pending: [],
    quoted: priceMode === 'fixed' ? null : ['quote'],
    accepted: agree,
    in_service: [...agree, 'start'],
    delivered: [...agree, 'start', 'deliver'],
    completed: [...agree, 'start', 'deliver', 'confirm'],
    cancelled: ['cancel'],
    declined: ['decline'],
  };
  return paths[status];
}

/** An order of the demo enterprise brought to `status` along the table's path (a 一口价 product unless told). */
async function orderIn(status: OrderStatus, priceMode: PriceMode = 'fixed'): Promise<Order> {
  const order = await placeOrder(hosts, enterprise, (priceMode === 'fixed' ? product : quotedProduct).product.id);
  for (const action of pathTo(status, priceMode) ?? []) {
    const response = await act(order, action);
    expect(response.statusCode, response.body).toBe(200);
  }
  return data<Order>(await call('GET', `/api/service/orders/${order.id}`, enterprise));
}


describe('the order state machine', () => {
  for (const priceMode of ['fixed', 'negotiable'] as const) {
    for (const from of ORDER_STATUSES) {
      if (pathTo(from, priceMode) === null) continue;
      for (const action of Object.keys(ACTION_CALLS) as OrderAction[]) {
        const legal = findTransition(from, action, priceMode);
        it(`${priceMode}: ${action} from ${from}: ${legal ? `→ ${legal.to}` : '409 with the fresh order'}`, async () => {
          const order = await orderIn(from, priceMode);
          const response = await act(order, action);
          if (legal) {
            expect(response.statusCode, response.body).toBe(200);
            const after = data<Order>(response);
            expect(after.status).toBe(legal.to);
            expect(isOrderPath(after.timeline.map((event) => event.status), priceMode)).toBe(true);
          } else {
            expect(response.statusCode, response.body).toBe(409);
            expect(data<Order>(response).status).toBe(from);
          }
        });
      }
    }
  }

  it('agrees a 一口价 order at its listed price on 接单, and a 面议 one at the quote the enterprise accepts', async () => {
    const fixed = await orderIn('accepted');
    expect(fixed).toMatchObject({ price: 6800, agreedPrice: 6800, quotedPrice: null, quotes: [] });
    const placed = await orderIn('pending', 'negotiable');
    expect(placed).toMatchObject({ priceMode: 'negotiable', price: null, agreedPrice: null });
    const refused = await act(placed, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('起价或面议的产品须先报价，企业接受报价后才算接单');
    const quoted = data<Order>(await act(placed, 'quote', { price: 15000, note: '三件发明专利，含官费' }));
    expect(data<Order>(await call('GET', `/api/service/orders/${placed.id}`, enterprise)).allowedActions).toEqual(['accept_quote', 'decline_quote', 'cancel']);
    // Until the price is agreed, the institution works from the brief, not the enterprise's phone.
    expect(quoted).toMatchObject({ status: 'quoted', quotedPrice: 15000, agreedPrice: null, contactPhone: null });
    expect(quoted.allowedActions).toEqual([]);
    const declined = data<Order>(await act(placed, 'decline_quote'));
    expect(declined).toMatchObject({ status: 'pending', quotedPrice: null });
    await act(placed, 'quote', { price: 9800, note: '缩减为两件，分两期付款' });
    const agreed = data<Order>(await act(placed, 'accept_quote'));
    expect(agreed).toMatchObject({ status: 'accepted', agreedPrice: 9800, quotedPrice: null });
    expect(agreed.quotes.map((quote) => [quote.price, quote.status, quote.reason])).toEqual([
      [15000, 'declined', '超出预算，希望控制在一万元内'],
      [9800, 'accepted', null],
    ]);
    expect(agreed.timeline.map((event) => [event.action, event.price])).toEqual([
      [null, null],
      ['quote', 15000],
      ['decline_quote', null],
      ['quote', 9800],
      ['accept_quote', 9800],
    ]);
    // The institution is told of each answer, in its message center, linked to the order.
    const institutionMessages = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', institution)).rows;
    expect(institutionMessages.slice(0, 2).map((message) => [message.title, message.link])).toEqual([
      ['订单已接单', { kind: 'order', id: placed.id }],
      ['订单待确认', { kind: 'order', id: placed.id }],
    ]);
    expect(institutionMessages[0]?.content).toContain('企业已接受报价，成交价 ¥9,800');
  });

  it('sends a refused delivery back to 服务中 with the reason in the timeline and a message, then takes a new delivery', async () => {
    const delivered = await orderIn('delivered', 'negotiable');
    const blank = await act(delivered, 'reject_delivery', { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const refused = data<Order>(await act(delivered, 'reject_delivery'));
    expect(refused.status).toBe('in_service');
    expect(refused.timeline.at(-1)).toMatchObject({ action: 'reject_delivery', actor: 'enterprise', note: '权利要求书漏了冷却结构的第二种实施方式' });
    const message = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', institution)).rows[0];
    expect(message).toMatchObject({ title: '企业拒绝验收', link: { kind: 'order', id: delivered.id } });
    expect(message?.content).toContain('权利要求书漏了冷却结构的第二种实施方式');
    const redelivered = data<Order>(await act(delivered, 'deliver', { note: '已补充第二种实施方式，修改稿见附件' }));
    expect(redelivered).toMatchObject({ status: 'delivered', deliveryNote: '已补充第二种实施方式，修改稿见附件' });
    expect(data<Order>(await act(delivered, 'confirm')).status).toBe('completed');
  });

  it('answers 409 with the fresh state when the client saw another status', async () => {
    const order = await orderIn('accepted');
    const response = await call('POST', `/api/org/orders/${order.id}/start`, institution, { expectedStatus: 'pending' });
    expect(response.statusCode).toBe(409);
    expect(body(response).msg).toContain('已接单');
    expect(data<Order>(response).status).toBe('accepted');
  });

  it('lets exactly one of two simultaneous actions win', async () => {
    const order = await orderIn('pending');
    const [accept, cancel] = await Promise.all([
      call('POST', `/api/org/orders/${order.id}/accept`, institution, {}),
      call('POST', `/api/service/orders/${order.id}/cancel`, enterprise, {}),
    ]);
    expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const final = data<Order>(await call('GET', `/api/service/orders/${order.id}`, enterprise));
    expect(final.timeline).toHaveLength(2);
    expect(isOrderPath(final.timeline.map((event) => event.status))).toBe(true);
  });

  it('needs a reason to decline and a note to deliver, but none to cancel', async () => {
    const pending = await orderIn('pending');
    const blank = await call('POST', `/api/org/orders/${pending.id}/decline`, institution, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank).msg).toBe('请填写拒绝原因');
    const cancelled = await call('POST', `/api/service/orders/${pending.id}/cancel`, enterprise, { reason: '' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(data<Order>(cancelled).cancelReason).toBeNull();
    const working = await orderIn('in_service');
    expect(body(await call('POST', `/api/org/orders/${working.id}/deliver`, institution, { note: '      ' })).msg).toBe('请填写交付说明');
  });

  it('keeps the reasons and the delivery note on the order', async () => {
    expect((await orderIn('declined')).declineReason).toBe('本月排期已满');
    expect((await orderIn('cancelled')).cancelReason).toBe('预算调整');
    const delivered = await orderIn('delivered');
    expect(delivered.deliveryNote).toBe('申请文件已递交国家知识产权局');
    expect(delivered.allowedActions).toEqual(['confirm', 'reject_delivery']);
  });
});

describe('who may see and act on an order', () => {
  it('hides an order from other enterprises and other institutions (404)', async () => {
    const order = await orderIn('pending');
    expect((await call('GET', `/api/service/orders/${order.id}`, otherEnterprise)).statusCode).toBe(404);
    expect((await call('GET', `/api/org/orders/${order.id}`, rival)).statusCode).toBe(404);
    expect((await call('POST', `/api/org/orders/${order.id}/accept`, rival, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/service/orders/${order.id}/cancel`, otherEnterprise, {})).statusCode).toBe(404);
    const rivalList = data<PortalSchemas['ServiceOrderPage']>(await call('GET', '/api/org/orders', rival));
    expect(rivalList.rows.map((row) => row.id)).not.toContain(order.id);
  });

  it('refuses institution calls to an enterprise and enterprise calls to an institution (403)', async () => {
    const order = await orderIn('pending');
    const asEnterprise = await call('POST', `/api/org/orders/${order.id}/accept`, enterprise, {});
    expect(asEnterprise.statusCode).toBe(403);
    expect(body(asEnterprise).msg).toBe('企业账号请使用企业门户，机构工作台仅供服务机构使用');
    expect((await call('GET', '/api/org/dashboard', enterprise)).statusCode).toBe(403);
    expect((await call('POST', `/api/service/orders/${order.id}/cancel`, institution, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/service/orders', institution, { productId: product.product.id, requirements: '机构不应能下单的需求。', contactName: '张', contactPhone: '13900139000' })).statusCode).toBe(403);
  });

  it('refuses an institution that is not approved', async () => {
    const pending = await portalTokenFor(hosts, MARKET_ACCOUNTS.pendingInstitution);
    const response = await call('GET', '/api/org/orders', pending);
    expect(response.statusCode).toBe(403);
    expect(body(response).msg).toBe('机构尚未通过入驻认证');
  });

  it("shows the enterprise's contact to the institution only once it has accepted", async () => {
    const order = await orderIn('pending');
    expect(data<Order>(await call('GET', `/api/org/orders/${order.id}`, institution)).contactPhone).toBeNull();
    await call('POST', `/api/org/orders/${order.id}/accept`, institution, {});
    const accepted = data<Order>(await call('GET', `/api/org/orders/${order.id}`, institution));
    expect(accepted).toMatchObject({ contactName: '王经理', contactPhone: '13800138000' });
  });

  it('creates an order together with its attachments, or neither when one is refused', async () => {
    const count = async () => ((await hosts.db.get('SELECT COUNT(*) AS n FROM service_orders')) as { n: number }).n;
    const before = await count();
    const refused = await placeOrderWithFiles(hosts, enterprise, product.product.id, [
      { name: '技术交底书.pdf', bytes: SAMPLE_FILES.pdf },
      { name: 'setup.exe', bytes: SAMPLE_FILES.exe },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('附件「setup.exe」未通过检查，订单未提交：仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    // A renamed page is refused by its bytes, whatever its extension says.
    const disguised = await placeOrderWithFiles(hosts, enterprise, product.product.id, [{ name: '报价单.pdf', bytes: SAMPLE_FILES.html }]);
    expect(disguised.statusCode).toBe(400);
    expect(body(disguised).msg).toContain('附件「报价单.pdf」未通过检查');
    expect(await count()).toBe(before);

    const placed = await placeOrderWithFiles(hosts, enterprise, product.product.id, [
      { name: '技术交底书.pdf', bytes: SAMPLE_FILES.pdf },
      { name: '模具照片.png', bytes: SAMPLE_FILES.png },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = data<Order>(placed);
    expect(order.files.map((file) => [file.kind, file.name, file.contentType])).toEqual([
      ['requirement', '技术交底书.pdf', 'application/pdf'],
      ['requirement', '模具照片.png', 'image/png'],
    ]);
    expect(await count()).toBe(before + 1);
    const tooMany = await placeOrderWithFiles(hosts, enterprise, product.product.id, Array.from({ length: 6 }, (_, index) => ({ name: `附件${index}.pdf`, bytes: SAMPLE_FILES.pdf })));
    expect(tooMany.statusCode).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('keeps the files of a delivery the enterprise has seen, and lets the institution add revised ones', async () => {
    const working = await orderIn('in_service');
    const first = data<Order>(await uploadTo(hosts, `/api/org/orders/${working.id}/files`, institution, '初稿.pdf'));
    await act(working, 'deliver');
    await act(working, 'reject_delivery');
    const firstFile = first.files.find((file) => file.name === '初稿.pdf');
    const kept = await call('DELETE', `/api/org/orders/${working.id}/files/${firstFile?.id}`, institution);
    expect(kept.statusCode).toBe(409);
    expect(body(kept).msg).toBe('已交付过的文件是订单记录的一部分，不能删除；请上传修改后的文件');
    hosts.clock.advance(60_000);
    const revised = data<Order>(await uploadTo(hosts, `/api/org/orders/${working.id}/files`, institution, '修改稿.pdf'));
    const revisedFile = revised.files.find((file) => file.name === '修改稿.pdf');
    expect((await call('DELETE', `/api/org/orders/${working.id}/files/${revisedFile?.id}`, institution)).statusCode).toBe(200);
  });

  it('tells the institution when the enterprise adds a requirement file to a 待确认 order', async () => {
    const order = await orderIn('pending');
    await uploadTo(hosts, `/api/service/orders/${order.id}/files`, enterprise, '补充说明.pdf');
    const message = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', institution)).rows[0];
    expect(message).toMatchObject({ title: '企业补充了需求附件', link: { kind: 'order', id: order.id } });
  });

  it('takes requirement files only while 待确认 and delivery files only while 服务中', async () => {
    const order = await orderIn('accepted');
    expect((await uploadTo(hosts, `/api/service/orders/${order.id}/files`, enterprise)).statusCode).toBe(409);
    expect((await uploadTo(hosts, `/api/org/orders/${order.id}/files`, institution)).statusCode).toBe(409);
    await call('POST', `/api/org/orders/${order.id}/start`, institution, {});
    expect((await uploadTo(hosts, `/api/org/orders/${order.id}/files`, institution, '交付.pdf')).statusCode).toBe(200);
    expect((await uploadTo(hosts, `/api/org/orders/${order.id}/files`, institution, 'evil.html', SAMPLE_FILES.html)).statusCode).toBe(400);
  });

  it('lets only the ordering enterprise and the order’s institution download its files, under a safe name', async () => {
    const order = await orderIn('pending');
    // A name with path and quote characters: the stored name loses them, the header never carries them.
    const uploaded = await uploadTo(hosts, `/api/service/orders/${order.id}/files`, enterprise, '..\\资料/技术"交底书.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = data<Order>(uploaded).files.find((item) => item.kind === 'requirement');
    if (!file) throw new Error('the requirement file is missing from the order');
    const url = `/api/service/orders/${order.id}/files/${file.id}/download`;

    for (const token of [institution, enterprise]) {
      const answer = await call('POST', url, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      // The type the bytes proved at upload, never rendered as a page: not sniffed, and sandboxed if opened.
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const disposition = String(answer.headers['content-disposition']);
      expect(disposition).toBe(`attachment; filename="order-${order.id}-file-${file.id}.pdf"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).not.toMatch(/[\\/:*?"<>|]/);
    }
    expect(file.name).toBe('..资料技术交底书.pdf');
    expect((await call('POST', url, rival)).statusCode).toBe(404);
    expect((await call('POST', url, otherEnterprise)).statusCode).toBe(404);
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', `/api/service/orders/${order.id}/files/${file.id + 999}/download`, institution)).statusCode).toBe(404);
  });

  it('does not sell a product taken off the shelf', async () => {
    const off = await shelvedProduct(hosts, institution, { name: '下架测试产品' });
    await call('POST', `/api/org/products/${off.product.id}/shelf`, institution, { status: 'off_shelf' });
    expect((await call('GET', `/api/service/products/${off.product.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/service/orders', enterprise, { productId: off.product.id, requirements: '下架的产品不能下单。', contactName: '王经理', contactPhone: '13800138000' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/org/products/${off.product.id}`, rival, { name: '别人的产品' })).statusCode).toBe(400);
    expect((await call('POST', `/api/org/products/${off.product.id}/shelf`, rival, { status: 'on_shelf' })).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('allows one review per completed order and shows it on the product and the institution', async () => {
    const order = await orderIn('completed');
    const first = await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT);
    expect(first.statusCode, first.body).toBe(200);
    const review = data<PortalSchemas['ServiceReview']>(first);
    expect(review).toMatchObject({ average: 4.7, reviewerName: '杭州****有限公司' });
    expect((await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT)).statusCode).toBe(409);
    const productReviews = data<PortalSchemas['ServiceReviewPage']>(await call('GET', `/api/service/products/${product.product.id}/reviews`));
    expect(productReviews.rows.map((row) => row.id)).toContain(review.id);
    const detail = data<PortalSchemas['ServiceProductDetail']>(await call('GET', `/api/service/products/${product.product.id}`));
    expect(detail.rating.count).toBeGreaterThan(0);
    expect(detail.rating.distribution.reduce((sum, count) => sum + count, 0)).toBe(detail.rating.count);
    expect(data<Order>(await call('GET', `/api/service/orders/${order.id}`, enterprise)).reviewed).toBe(true);
  });

  it('refuses a review before 验收 and from anyone but the buyer', async () => {
    const order = await orderIn('delivered');
    expect((await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT)).statusCode).toBe(409);
    const done = await orderIn('completed');
    expect((await call('POST', `/api/service/orders/${done.id}/review`, otherEnterprise, REVIEW_INPUT)).statusCode).toBe(404);
    expect((await call('POST', `/api/service/orders/${done.id}/review`, enterprise, { scores: { quality: 0, responsiveness: 4, professionalism: 4 }, text: '分数越界的评价' })).statusCode).toBe(400);
  });

  it('keeps a review editable for seven days and no longer', async () => {
    const order = await orderIn('completed');
    await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT);
    hosts.clock.advance(6 * DAY_MS);
    await issueTokens();
    const edited = await call('PUT', `/api/service/orders/${order.id}/review`, enterprise, { ...REVIEW_INPUT, text: '六天后补充：售后也很到位。' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<PortalSchemas['ServiceReview']>(edited).text).toBe('六天后补充：售后也很到位。');
    hosts.clock.advance(2 * DAY_MS);
    await issueTokens();
    const late = await call('PUT', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT);
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toBe('评价已超过 7 天，不能再修改');
  });
});

describe('scope and 上架审核', () => {
  const admin = async () => await portalTokenFor(hosts, MARKET_ACCOUNTS.admin);
  const productInput = (changes: Partial<PortalSchemas['ServiceProductInput']> = {}) => ({ ...PRODUCT_INPUT, name: `审核测试产品 ${Math.random().toString(36).slice(2, 7)}`, ...changes });

  it('refuses a product or case outside the institution’s certified categories', async () => {
    const certified = data<PortalSchemas['OrgDashboard']>(await call('GET', '/api/org/dashboard', institution)).institution.serviceCategories;
    const outside = (['融资服务', '法律服务', '人力资源'] as const).find((category) => !certified.includes(category)) ?? '融资服务';
    const refused = await call('POST', '/api/org/products', institution, productInput({ category: outside }));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe(`“${outside}”不在本机构认证的服务范围内（${certified.join('、')}），不能发布该类别的产品或案例`);
    const caseRefused = await call('POST', '/api/org/cases', institution, { ...CASE_INPUT, category: outside });
    expect(caseRefused.statusCode).toBe(400);
  });

  it('keeps a new product off the portal until the operator approves it, then puts it on the shelf and tells the institution', async () => {
    const created = data<PortalSchemas['OrgProduct']>(await call('POST', '/api/org/products', institution, productInput()));
    expect(created).toMatchObject({ status: 'off_shelf', listed: false, public: false, review: { state: 'pending', reason: null } });
    expect((await call('GET', `/api/service/products/${created.product.id}`)).statusCode).toBe(404);
    const early = await call('POST', `/api/org/products/${created.product.id}/shelf`, institution, { status: 'on_shelf' });
    expect(early.statusCode).toBe(409);
    expect(body(early).msg).toBe('产品通过上架审核后才能上架，审核通过后会自动上架');

    const queue = data<PortalSchemas['ListingReviewPage']>(await call('GET', '/api/admin/listing-reviews?kind=product', await admin()));
    const row = queue.rows.find((item) => item.itemId === created.product.id);
    expect(row).toMatchObject({ kind: 'product', title: created.product.name, state: 'pending', change: false });
    const note = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', await admin())).rows[0];
    expect(note).toMatchObject({ title: '新的上架审核', link: { kind: 'listing_review', id: row?.id } });

    const approved = data<PortalSchemas['ListingReview']>(await call('POST', `/api/admin/listing-reviews/${row?.id}/approve`, await admin(), {}));
    expect(approved.summary.state).toBe('approved');
    expect(approved.reviewer).toBe('平台运营');
    expect((await call('POST', `/api/admin/listing-reviews/${row?.id}/approve`, await admin(), {})).statusCode).toBe(409);
    expect(data<PortalSchemas['OrgProduct']>(await call('GET', `/api/org/products/${created.product.id}`, institution))).toMatchObject({ status: 'on_shelf', listed: true, public: true });
    expect((await call('GET', `/api/service/products/${created.product.id}`)).statusCode).toBe(200);
    const told = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', institution)).rows[0];
    expect(told).toMatchObject({ title: '上架审核已通过', link: { kind: 'product', id: created.product.id } });
  });

  it('shows the approved version while a change waits, and keeps it when the change is refused', async () => {
    const listed = await shelvedProduct(hosts, institution, productInput({ name: '已上架的产品（原名）' }));
    const changed = data<PortalSchemas['OrgProduct']>(await call('PUT', `/api/org/products/${listed.product.id}`, institution, productInput({ name: '已上架的产品（新名）' })));
    expect(changed).toMatchObject({ status: 'on_shelf', public: true, review: { state: 'pending' } });
    expect(changed.product.name).toBe('已上架的产品（新名）');
    const publicName = () => call('GET', `/api/service/products/${listed.product.id}`).then((answer) => data<PortalSchemas['ServiceProductDetail']>(answer).product.name);
    expect(await publicName()).toBe('已上架的产品（原名）');
    const reviewId = changed.review?.id;
    const detail = data<PortalSchemas['ListingReview']>(await call('GET', `/api/admin/listing-reviews/${reviewId}`, await admin()));
    expect(detail).toMatchObject({ summary: { change: true }, product: { name: '已上架的产品（新名）' }, liveProduct: { name: '已上架的产品（原名）' } });

    expect((await call('POST', `/api/admin/listing-reviews/${reviewId}/reject`, await admin(), { reason: ' ' })).statusCode).toBe(400);
    const rejected = data<PortalSchemas['ListingReview']>(await call('POST', `/api/admin/listing-reviews/${reviewId}/reject`, await admin(), { reason: '名称与服务内容不符' }));
    expect(rejected).toMatchObject({ summary: { state: 'rejected' }, reason: '名称与服务内容不符' });
    expect(await publicName()).toBe('已上架的产品（原名）');
    const mine = data<PortalSchemas['OrgProduct']>(await call('GET', `/api/org/products/${listed.product.id}`, institution));
    expect(mine).toMatchObject({ review: { state: 'rejected', reason: '名称与服务内容不符' } });
    const told = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', institution)).rows[0];
    expect(told?.content).toContain('未通过上架审核：名称与服务内容不符');

    const again = data<PortalSchemas['OrgProduct']>(await call('PUT', `/api/org/products/${listed.product.id}`, institution, productInput({ name: '已上架的产品（改正）' })));
    await approveListing(hosts, again.review?.id);
    expect(await publicName()).toBe('已上架的产品（改正）');
  });

  it('refuses a case dated in the future, keeps a new case private until approved, and withdraws consent at once', async () => {
    const tomorrow = new Date(hosts.clock.now().getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
    const future = await call('POST', '/api/org/cases', institution, { ...CASE_INPUT, completedOn: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(body(future).msg).toMatch(/^完成日期不能晚于今天/);
    const laterConsent = await call('POST', '/api/org/cases', institution, { ...CASE_INPUT, consented: true, consentBy: '客户法务 陈某', consentOn: tomorrow, published: true });
    expect(body(laterConsent).msg).toMatch(/^同意日期不能晚于今天/);

    const created = data<PortalSchemas['OrgCase']>(
      await call('POST', '/api/org/cases', institution, { ...CASE_INPUT, consented: true, consentBy: '客户法务 陈某', consentOn: '2026-04-01', published: true }),
    );
    expect(created).toMatchObject({ public: false, listed: false, review: { state: 'pending' } });
    expect((await call('GET', `/api/service/cases/${created.case.id}`)).statusCode).toBe(404);
    await approveListing(hosts, created.review?.id);
    expect((await call('GET', `/api/service/cases/${created.case.id}`)).statusCode).toBe(200);

    const withdrawn = data<PortalSchemas['OrgCase']>(
      await call('PUT', `/api/org/cases/${created.case.id}`, institution, { ...CASE_INPUT, consented: false, consentBy: null, consentOn: null, published: false }),
    );
    expect(withdrawn).toMatchObject({ public: false, review: { state: 'approved' } });
    expect((await call('GET', `/api/service/cases/${created.case.id}`)).statusCode).toBe(404);
  });

  it('is the operator’s alone, with the waiting counts on its overview', async () => {
    expect((await call('GET', '/api/admin/listing-reviews', institution)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/overview', enterprise)).statusCode).toBe(403);
    const before = data<PortalSchemas['AdminOverview']>(await call('GET', '/api/admin/overview', await admin()));
    await call('POST', '/api/org/products', institution, productInput());
    const after = data<PortalSchemas['AdminOverview']>(await call('GET', '/api/admin/overview', await admin()));
    expect(after.listingsPending).toBe(before.listingsPending + 1);
    expect(data<PortalSchemas['OrgDashboard']>(await call('GET', '/api/org/dashboard', institution)).listingsPending).toBeGreaterThan(0);
  });
});

describe('cases and consent', () => {
  it('keeps a case private until the client consents, it is published and its content approved', async () => {
    const created = data<PortalSchemas['OrgCase']>(await call('POST', '/api/org/cases', institution, CASE_INPUT));
    expect(created.public).toBe(false);
    expect((await call('GET', `/api/service/cases/${created.case.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/org/cases/${created.case.id}`, institution, { ...CASE_INPUT, published: true })).statusCode).toBe(400);
    const consented = data<PortalSchemas['OrgCase']>(
      await call('PUT', `/api/org/cases/${created.case.id}`, institution, { ...CASE_INPUT, consented: true, consentBy: '客户法务 陈某', consentOn: '2026-04-01', published: true }),
    );
    expect(consented.public).toBe(false);
    expect(consented.consent.recordedAt).toBe(hosts.clock.now().toISOString());
    await approveListing(hosts, consented.review?.id);
    expect((await call('GET', `/api/service/cases/${created.case.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/org/cases/${created.case.id}`, rival)).statusCode).toBe(404);
  });
});

describe('certification', () => {
  it('makes an institution and its products visible only after approval, with a message either way', async () => {
    const applicant = await portalTokenFor(hosts, MARKET_ACCOUNTS.newInstitution);
    const admin = await login(hosts.portal, MARKET_ACCOUNTS.admin);
    const draft = {
      name: '杭州明衡财税咨询有限公司',
      creditCode: makeCreditCode({ division: '330105', organizationBody: '39876543' }),
      legalPerson: '吴敏',
      regionCode: '330105',
      address: '杭州市拱墅区莫干山路 100 号',
      serviceCategories: ['财税服务'],
      description: '为科技型中小企业提供研发费用专项审计和税务筹划。',
      intro: '研发费用专项审计与税务筹划',
      foundedYear: 2019,
      staffSize: '20-49 人',
      contactName: '吴敏',
      contactPhone: '13900139002',
      contactEmail: '',
      commitment: true,
    };
    const wrongDigit = draft.creditCode.slice(0, 17) + (draft.creditCode.endsWith('0') ? '1' : '0');
    await call('PUT', '/api/org/certification', applicant, { ...draft, creditCode: wrongDigit });
    await uploadTo(hosts, '/api/org/certification/files', applicant, '营业执照.jpg', SAMPLE_FILES.jpeg, { slot: 'license' });
    await uploadTo(hosts, '/api/org/certification/files', applicant, '税务师证.pdf', SAMPLE_FILES.pdf, { slot: 'certificate', category: '财税服务' });
    const refused = await call('POST', '/api/org/certification/submit', applicant);
    expect(refused.statusCode).toBe(400);
    expect(body<Envelope<{ fieldErrors: Record<string, string> }>>(refused).data.fieldErrors).toEqual({ creditCode: '统一社会信用代码校验位不正确' });
    expect((await uploadTo(hosts, '/api/org/certification/files', applicant, '说明.docx', SAMPLE_FILES.docx, { slot: 'license' })).statusCode).toBe(400);

    await call('PUT', '/api/org/certification', applicant, draft);
    const submitted = data<PortalSchemas['CertificationApplication']>(await call('POST', '/api/org/certification/submit', applicant));
    expect(submitted).toMatchObject({ status: 'pending', missing: [] });
    expect(data<PortalSchemas['MyInstitution']>(await call('GET', '/api/org/institution/mine', applicant)).status).toBe('pending');
    const institutionId = submitted.institutionId ?? 0;
    expect((await call('GET', `/api/service/institutions/${institutionId}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/org/certification', applicant, { name: '改名' })).statusCode).toBe(409);

    const rejected = await call('POST', `/api/admin/certifications/${submitted.id}/reject`, admin, { reason: '税务师证书已过期' });
    expect(data<PortalSchemas['CertificationApplication']>(rejected)).toMatchObject({ status: 'rejected', rejectReason: '税务师证书已过期' });
    const messages = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', applicant));
    expect(messages.rows[0]).toMatchObject({ type: 'service', title: '机构入驻认证被驳回', link: { kind: 'certification', id: submitted.id } });

    expect((await call('POST', '/api/org/certification/submit', applicant)).statusCode).toBe(200);
    const approval = await call('POST', `/api/admin/certifications/${submitted.id}/approve`, admin, { publicFileIds: [] });
    expect(approval.statusCode, approval.body).toBe(200);
    expect((await call('GET', `/api/service/institutions/${institutionId}`)).statusCode).toBe(200);
    const published = await shelvedProduct(hosts, applicant, { name: '研发费用专项审计', category: '财税服务', needs: ['研发费用专项审计'] });
    const forNeeds = data<PortalSchemas['NeedProductMatch'][]>(await call('GET', '/api/service/products/for-needs?needs=研发费用专项审计&regionCode=330105'));
    expect(forNeeds[0]?.products[0]?.id).toBe(published.product.id);
    const titles = data<PortalSchemas['MessagePage']>(await call('GET', '/api/message/list', applicant)).rows.map((message) => message.title);
    expect(titles.slice(0, 2)).toEqual(['上架审核已通过', '机构入驻认证已通过']);
  });

  it('the public page shows what the application collected, and only the certificates the operator made public', async () => {
    const registered = await call('POST', '/api/v1/user/register', undefined, { phone: '13900139088', password: 'Secret@123', enterpriseName: '杭州明衡知识产权代理有限公司', userType: 'org' });
    expect(registered.statusCode, registered.body).toBe(200);
    const applicant = body<Envelope<{ token: string }>>(registered).data.token;
    const admin = await login(hosts.portal, MARKET_ACCOUNTS.admin);
    // A description longer than a card: the public page must not show a cut of it as the tagline.
    const description = `专注知识产权与科技咨询，团队 20 人，${'服务过三百余家科技型中小企业的专利布局与高企认定。'.repeat(3)}`;
    const draft = {
      name: '杭州明衡知识产权代理有限公司',
      creditCode: makeCreditCode({ division: '330105', organizationBody: '39876544' }),
      legalPerson: '吴敏',
      regionCode: '330105',
      address: '杭州市拱墅区莫干山路 100 号',
      serviceCategories: ['知识产权', '科技咨询'],
      description,
      contactName: '吴敏',
      contactPhone: '13900139002',
      contactEmail: '',
      commitment: true,
    };
    await call('PUT', '/api/org/certification', applicant, { ...draft, foundedYear: hosts.clock.now().getUTCFullYear() + 1 });
    const license = await uploadTo(hosts, '/api/org/certification/files', applicant, '营业执照.jpg', SAMPLE_FILES.jpeg, { slot: 'license' });
    expect(license.statusCode).toBe(200);
    await uploadTo(hosts, '/api/org/certification/files', applicant, '专利代理机构执业许可证.pdf', SAMPLE_FILES.pdf, { slot: 'certificate', category: '知识产权' });
    await uploadTo(hosts, '/api/org/certification/files', applicant, '科技咨询资质.pdf', SAMPLE_FILES.pdf, { slot: 'certificate', category: '科技咨询' });
    const incomplete = await call('POST', '/api/org/certification/submit', applicant);
    expect(body<Envelope<{ fieldErrors: Record<string, string> }>>(incomplete).data.fieldErrors).toEqual({
      foundedYear: '成立年份不能晚于今年',
      missing: '请补全：一句话简介、人员规模',
    });

    await call('PUT', '/api/org/certification', applicant, { intro: '专利布局、高企认定与科技项目申报', foundedYear: 2016, staffSize: '20-49 人' });
    const submitted = data<PortalSchemas['CertificationApplication']>(await call('POST', '/api/org/certification/submit', applicant));
    expect(submitted).toMatchObject({ intro: '专利布局、高企认定与科技项目申报', foundedYear: 2016, staffSize: '20-49 人' });
    const [, patentCertificate, consultingCertificate] = submitted.files;
    const licenseFile = submitted.files.find((file) => file.slot === 'license');
    expect(submitted.files.map((file) => file.public)).toEqual([false, false, false]);

    // Only this application's certificates can be made public; never the licence, never another's file.
    for (const publicFileIds of [[licenseFile?.id ?? 0], [999_999]]) {
      const refused = await call('POST', `/api/admin/certifications/${submitted.id}/approve`, admin, { publicFileIds });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('只能公开本申请上传的资质证书（营业执照不公开）');
    }
    const publicOne = [patentCertificate, consultingCertificate].find((file) => file?.category === '知识产权');
    const privateOne = [patentCertificate, consultingCertificate].find((file) => file?.category === '科技咨询');
    const certificateUrl = (institutionId: number | string | null | undefined, fileId: number | string | undefined) =>
      `/api/service/institutions/${institutionId}/certificates/${fileId}/download`;
    // Under review, nothing of the applicant's is public yet, whoever asks.
    expect((await call('POST', certificateUrl(submitted.institutionId, publicOne?.id))).statusCode).toBe(404);
    expect((await call('POST', certificateUrl(submitted.institutionId, publicOne?.id), admin)).statusCode).toBe(404);
    const approved = data<PortalSchemas['CertificationApplication']>(
      await call('POST', `/api/admin/certifications/${submitted.id}/approve`, admin, { publicFileIds: [publicOne?.id] }),
    );
    expect(approved.files.filter((file) => file.public).map((file) => file.name)).toEqual(['专利代理机构执业许可证.pdf']);

    const profile = data<PortalSchemas['InstitutionProfile']>(await call('GET', `/api/service/institutions/${submitted.institutionId}`));
    expect(profile).toMatchObject({ foundedYear: 2016, staffSize: '20-49 人', description, qualifications: [] });
    expect(profile.institution.intro).toBe('专利布局、高企认定与科技项目申报');
    expect(profile.certificates).toEqual([
      { id: publicOne?.id, category: '知识产权', name: '专利代理机构执业许可证.pdf', contentType: 'application/pdf', size: SAMPLE_FILES.pdf.length, approvedAt: hosts.clock.now().toISOString() },
    ]);

    // The public certificate opens for anyone, signed in or not, with its bytes and its name.
    for (const token of [undefined, enterprise, rival]) {
      const opened = await call('POST', certificateUrl(submitted.institutionId, publicOne?.id), token);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['content-disposition']).toContain(encodeURIComponent('专利代理机构执业许可证.pdf'));
      expect(opened.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    }
    // Nothing else: not the licence, not a certificate the operator kept private, not a public one under another
    // institution's id, not a seeded institution's licence; hostile ids are refused before any lookup.
    const seededLicense = (await hosts.db.get(
      `SELECT c.institution_id AS "institutionId", f.id FROM certification_files f JOIN certifications c ON c.id = f.certification_id
       WHERE f.slot = 'license' AND c.status = 'approved' AND c.institution_id != ? ORDER BY f.id LIMIT 1`,
      submitted.institutionId,
    )) as { institutionId: number; id: number };
    for (const [institutionId, fileId] of [
      [submitted.institutionId, licenseFile?.id],
      [submitted.institutionId, privateOne?.id],
      [seededLicense.institutionId, publicOne?.id],
      [seededLicense.institutionId, seededLicense.id],
      [submitted.institutionId, 999_999],
    ] as const) {
      const refused = await call('POST', certificateUrl(institutionId, fileId), admin);
      expect(refused.statusCode, `${institutionId}/${fileId}`).toBe(404);
      expect(body(refused).msg).toBe('文件不存在');
    }
    for (const fileId of ['0', '-1', 'abc', '1.5', `${publicOne?.id}%20OR%201`]) {
      expect((await call('POST', certificateUrl(submitted.institutionId, fileId))).statusCode, fileId).toBe(400);
    }
  });

  it('is for institution accounts and the operator only', async () => {
    expect((await call('GET', '/api/org/certification', enterprise)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/certifications', institution)).statusCode).toBe(403);
  });
});
