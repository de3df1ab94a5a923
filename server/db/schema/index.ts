// One file per feature; every table is re-exported here for Drizzle and drizzle-kit.
export * from './business-inquiries';
export * from './claims';
export * from './comments';
export * from './consent';
export * from './home-insurance';
export * from './leads';
export * from './opt-outs';
export * from './outbox';
export * from './console';
export * from './documents';
export * from './form-outcomes';
