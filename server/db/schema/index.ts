// One file per feature; every table is re-exported here for Drizzle and drizzle-kit.
export * from './consent';
export * from './outbox';
export * from './claims';
export * from './business-inquiries';
export * from './leads';
