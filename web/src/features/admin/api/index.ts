export * from './lists';
export * from './units';
