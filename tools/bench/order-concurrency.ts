/**
 * Orders under contention: 100 orders placed at once by five enterprises on three shared products,
 * then rounds in which both sides fire their actions on every order at the same time (接单 against 取消,
 * two 开始服务, two 验收 …), over real HTTP against the stand-in in its own process (serve-hosts.ts).
 *
 * It fails unless
 *   - every placement answers 200 and every order can be read back by its buyer (nothing lost);
 *   - every transition answers 200 or 409, and every 409 carries the order's fresh state;
 *   - every order's timeline is a path through the transition table (@smes/service-rules), ends in the
 *     order's status, and has exactly one step per 200 its order received (no lost or phantom transitions);
 *   - the whole run finishes within BUDGET_MS.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/order-concurrency.ts
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import type { PortalSchemas } from '@smes/contract-types';
import { ORDER_STATUSES, isOrderPath } from '@smes/service-rules';
import type { OrderAction } from '@smes/service-rules';

const ORDERS = 100;
const ROUNDS = 6;
const BUDGET_MS = Number(process.env.ORDER_BENCH_BUDGET_MS ?? 90_000);
const PASSWORD = 'Demo@2026';
const ENTERPRISES = ['13800138000', '13800138001', '13800138002', '13800138003', 'zhangsan'];
const INSTITUTION = '13900139000';
const root = resolve(import.meta.dirname, '../..');

type Order = PortalSchemas['ServiceOrder'];
type Envelope<T> = { code: number; msg: string; data: T; statusCode: number };
type Session = { token: string; cookie: string; xsrf: string };
type Answer<T> = { status: number; body: Envelope<T> };

const failures: string[] = [];
function fail(message: string) {
  if (failures.length < 20) console.error(`✗ ${message}`);
  failures.push(message);
}

let base = '';

async function request<T>(session: Session | null, method: string, path: string, body?: object): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (session) {
    headers.authorization = `Bearer ${session.token}`;
    headers.cookie = session.cookie;
    headers[XSRF_HEADER_NAME] = session.xsrf;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Logs in as a browser would: first the XSRF cookie from a safe call, then the double-submitted login. */
async function login(username: string): Promise<Session> {
  const first = await fetch(`${base}/api/home/overview`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`no ${XSRF_COOKIE_NAME} cookie`);
  const session = { token: '', cookie: `${XSRF_COOKIE_NAME}=${cookie}`, xsrf: cookie };
  const answer = await request<{ token: string }>(session, 'POST', '/api/v1/user/login', { username, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.body.msg}`);
  return { ...session, token: answer.body.data.token };
}

const PRODUCT = (index: number): PortalSchemas['ServiceProductInput'] => ({
  name: `并发测试产品 ${index + 1}`,
  category: '知识产权',
  needs: ['专利申请代理'],
  summary: '并发下单与状态转换的测试产品',
  description: '这个产品只用于检验多人同时下单和处理订单时，订单不丢失、不出现不可能的状态。',
  priceMode: 'fixed',
  price: 1000 + index,
  deliveryDays: 10,
  deliverables: ['测试交付物'],
  process: [],
});

/** What each side may try on an order, with the body it sends. */
const INSTITUTION_ACTIONS: [OrderAction, object][] = [
  ['accept', {}],
  ['decline', { reason: '并发测试：排期已满' }],
  ['start', {}],
  ['deliver', { note: '并发测试：已交付，请验收' }],
];
const ENTERPRISE_ACTIONS: [OrderAction, object][] = [
  ['cancel', { reason: '并发测试：取消' }],
  ['confirm', {}],
];

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/serve-hosts.ts'], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

try {
  const line = await new Promise<string>((done, failStart) => {
    const reader = createInterface({ input: server.stdout! });
    reader.once('line', done);
    server.once('exit', (code) => failStart(new Error(`the hosts exited with ${code}`)));
    setTimeout(() => failStart(new Error('the hosts did not start within 60 s')), 60_000).unref();
  });
  base = (JSON.parse(line) as { portal: string }).portal;
  const started = performance.now();

  const institution = await login(INSTITUTION);
  const operator = await login('admin');
  const buyers = await Promise.all(ENTERPRISES.map(login));
  const products: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const created = await request<PortalSchemas['OrgProduct']>(institution, 'POST', '/api/org/products', PRODUCT(index));
    // 上架审核: the operator's approval puts a new product on the shelf.
    const approved = await request(operator, 'POST', `/api/admin/listing-reviews/${created.body.data.review?.id ?? 0}/approve`, {});
    if (approved.status !== 200) throw new Error(`approving product ${index + 1}: ${approved.body.msg}`);
    products.push(created.body.data.product.id);
  }

  // 1. One hundred orders at once.
  const placed = await Promise.all(
    Array.from({ length: ORDERS }, (_, index) => {
      const buyer = pick(buyers, index);
      const payload = { productId: pick(products, index * 7), requirements: `并发下单第 ${index + 1} 单：请在两周内完成。`, contactName: '测试', contactPhone: '13800138000' };
      return request<Order>(buyer, 'POST', '/api/service/orders', payload).then((answer) => ({ answer, buyer }));
    }),
  );
  const orders = new Map<number, { buyer: Session; successes: number }>();
  for (const { answer, buyer } of placed) {
    if (answer.status !== 200) fail(`placement answered ${answer.status}: ${answer.body.msg}`);
    else if (orders.has(answer.body.data.id)) fail(`order id ${answer.body.data.id} handed out twice`);
    else orders.set(answer.body.data.id, { buyer, successes: 0 });
  }
  const orderNos = new Set(placed.map(({ answer }) => answer.body.data?.orderNo));
  if (orderNos.size !== ORDERS) fail(`${orderNos.size} distinct order numbers for ${ORDERS} orders`);

  // 2. Rounds of simultaneous actions from both sides on every order.
  let transitions = 0;
  let conflicts = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const calls = [...orders.entries()].flatMap(([id, order], index) => {
      const seed = id * 31 + round * 7 + index;
      const mine: [Session, string, OrderAction, object][] = [
        [institution, 'org', ...pick(INSTITUTION_ACTIONS, seed)],
        [institution, 'org', ...pick(INSTITUTION_ACTIONS, seed + round + 1)],
        [order.buyer, 'service', ...pick(ENTERPRISE_ACTIONS, seed >> 1)],
      ];
      // Cancelling and declining are tried only now and then, so most orders can travel the whole way.
      return mine
        .filter(([, , action]) => (action === 'cancel' ? seed % 3 === 0 : action === 'decline' ? seed % 7 === 0 : true))
        .map(([session, side, action, body]) =>
          request<Order>(session, 'POST', `/api/${side}/orders/${id}/${action}`, body).then((answer) => ({ id, action, answer })),
        );
    });
    for (const { id, action, answer } of await Promise.all(calls)) {
      if (answer.status === 200) {
        transitions += 1;
        const order = orders.get(id);
        if (order) order.successes += 1;
      } else if (answer.status === 409) {
        conflicts += 1;
        if (!ORDER_STATUSES.includes(answer.body.data?.status)) fail(`409 on ${action} of order ${id} without the fresh order`);
      } else {
        fail(`${action} on order ${id} answered ${answer.status}: ${answer.body.msg}`);
      }
    }
  }

  // 3. Read every order back as its buyer and as the institution.
  const finals = new Map<string, number>();
  await Promise.all(
    [...orders.entries()].map(async ([id, order]) => {
      const [mine, theirs] = await Promise.all([
        request<Order>(order.buyer, 'GET', `/api/service/orders/${id}`),
        request<Order>(institution, 'GET', `/api/org/orders/${id}`),
      ]);
      if (mine.status !== 200 || theirs.status !== 200) {
        fail(`order ${id} lost: buyer ${mine.status}, institution ${theirs.status}`);
        return;
      }
      const path = mine.body.data.timeline.map((event) => event.status);
      if (!isOrderPath(path)) fail(`order ${id} went ${path.join(' → ')}, not a path of the transition table`);
      if (path.at(-1) !== mine.body.data.status) fail(`order ${id} is ${mine.body.data.status} but its timeline ends in ${path.at(-1)}`);
      if (path.length - 1 !== order.successes) fail(`order ${id} has ${path.length - 1} steps for ${order.successes} successful transitions`);
      if (theirs.body.data.status !== mine.body.data.status) fail(`order ${id} reads ${theirs.body.data.status} to the institution, ${mine.body.data.status} to the buyer`);
      finals.set(mine.body.data.status, (finals.get(mine.body.data.status) ?? 0) + 1);
    }),
  );
  const listed = await Promise.all(buyers.map((buyer) => request<PortalSchemas['ServiceOrderPage']>(buyer, 'GET', '/api/service/orders/mine?pageSize=100')));
  const listedIds = new Set(listed.flatMap((answer) => answer.body.data.rows.map((row) => row.id)));
  for (const id of orders.keys()) if (!listedIds.has(id)) fail(`order ${id} missing from its buyer's 我的订单`);

  const elapsed = performance.now() - started;
  if (elapsed > BUDGET_MS) fail(`took ${Math.round(elapsed)} ms, over the ${BUDGET_MS} ms budget`);
  console.log(`order concurrency · ${orders.size} orders · ${ROUNDS} rounds · ${transitions} transitions won · ${conflicts} answered 409 · ${Math.round(elapsed)} ms`);
  console.log(`final states: ${[...finals.entries()].map(([status, count]) => `${status} ${count}`).join(', ')}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s).`);
    process.exitCode = 1;
  } else {
    console.log('nothing lost, no impossible state.');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
