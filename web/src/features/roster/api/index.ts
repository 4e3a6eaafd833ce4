export * from './accounts';
export * from './keys';
export * from './units';
export * from './users';
