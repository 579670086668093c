export * from './order-transitions';
export * from './review-rules';
