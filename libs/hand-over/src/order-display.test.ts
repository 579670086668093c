import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@smes/api';
import { STATUS_TONES } from '@smes/ui';
import { ORDER_STATUS_TONES, orderPriceText, priceText } from './order-display';

const order = { priceMode: 'from', price: 6700, agreedPrice: null, quotedPrice: null, status: 'pending' } as const;

describe('order display', () => {
  it('writes a listed price by its mode', () => {
    expect(priceText('fixed', 6800)).toBe('¥6,800');
    expect(priceText('from', 6700)).toBe('¥6,700 起');
    expect(priceText('negotiable', null)).toBe('面议');
  });

  it('never lets a 起 price read as the order’s price: agreed, quoted or still to be quoted', () => {
    expect(orderPriceText(order)).toBe('¥6,700 起（待机构报价）');
    expect(orderPriceText({ ...order, status: 'quoted', quotedPrice: 9800 })).toBe('报价 ¥9,800（待企业确认）');
    expect(orderPriceText({ ...order, status: 'accepted', agreedPrice: 9800 })).toBe('¥9,800（成交价）');
    expect(orderPriceText({ ...order, priceMode: 'fixed', price: 6800 })).toBe('¥6,800');
    expect(orderPriceText({ ...order, status: 'cancelled' })).toBe('¥6,700 起');
  });

  it('gives work under way a tone of its own, never the grey of an ended order', () => {
    for (const status of ORDER_STATUSES) expect(STATUS_TONES[ORDER_STATUS_TONES[status]], status).toBeDefined();
    const grey = STATUS_TONES[ORDER_STATUS_TONES.cancelled];
    for (const status of ['pending', 'quoted', 'accepted', 'in_service', 'delivered'] as const) expect(STATUS_TONES[ORDER_STATUS_TONES[status]]).not.toBe(grey);
  });
});
