export * from './order-transitions';
export * from './review-rules';
export * from './demand-transitions';
