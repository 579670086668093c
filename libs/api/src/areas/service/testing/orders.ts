import type { ServiceOrder, ServiceOrderSummary } from '../types';

export function buildServiceOrderSummary(overrides: Partial<ServiceOrderSummary> = {}): ServiceOrderSummary {
  return {
    id: 301,
    orderNo: 'FW202611240001',
    productId: 31,
    productName: '发明专利申请代理（含检索与撰写）',
    institutionId: 7,
    institutionName: '杭州知衡知识产权代理有限公司',
    enterpriseName: '杭州云栖智能装备有限公司',
    status: 'pending',
    priceMode: 'fixed',
    price: 6800,
    agreedPrice: null,
    quotedPrice: null,
    allowedActions: ['cancel'],
    reviewed: false,
    createdAt: '2026-11-20T02:00:00Z',
    updatedAt: '2026-11-20T02:00:00Z',
    ...overrides,
  };
}

export function buildServiceOrder(overrides: Partial<ServiceOrder> = {}): ServiceOrder {
  return {
    ...buildServiceOrderSummary(overrides),
    requirements: '我们有两项关于伺服电机控制的技术成果，希望申请发明专利，年底前提交。',
    contactName: '王敏',
    contactPhone: '13800138000',
    declineReason: null,
    cancelReason: null,
    deliveryNote: null,
    files: [],
    timeline: [{ status: 'pending', action: null, actor: 'enterprise', at: '2026-11-20T02:00:00Z', note: null, price: null }],
    quotes: [],
    review: null,
    ...overrides,
  };
}
