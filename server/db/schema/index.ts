export * from './site';
export * from './accounts';
