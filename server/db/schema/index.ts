export * from './site';
export * from './accounts';
export * from './market';
export * from './subscriptions';
export * from './audit';
export * from './comments';
export * from './uploads';
export * from './news';
