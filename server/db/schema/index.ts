// One file per feature; every table is re-exported here for Drizzle and drizzle-kit.
export * from './comments';
export * from './consent';
export * from './home-insurance';
export * from './outbox';
