export { ORDER_STATUS_TONES, PRICE_MODE_LABELS, orderPriceText, priceText, yuan } from './order-display';
export { OrderStatusChip } from './order-status-chip';
export type { OrderStatusChipProps } from './order-status-chip';
export { OrderTimeline } from './order-timeline';
export type { OrderTimelineProps } from './order-timeline';
export { QuoteHistory } from './quote-history';
export { ATTACHMENT_ACCEPT, ATTACHMENT_EXTENSIONS, ATTACHMENT_HINT, ATTACHMENT_MAX_BYTES, UNSUPPORTED_ATTACHMENT_MESSAGE, attachmentProblem } from './attachment-rules';
