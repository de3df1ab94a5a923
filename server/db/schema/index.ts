// One file per feature (every submission type's table in submissions.ts); every table is re-exported
// here for Drizzle and drizzle-kit.
export * from './submissions';
export * from './comments';
export * from './consent';
export * from './opt-outs';
export * from './outbox';
export * from './console';
export * from './documents';
export * from './form-outcomes';
export * from './submission-answers';
