export * from './lists';
