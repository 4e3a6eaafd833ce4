export * from './constants';
export * from './messages';
export * from './validation';
export * from './api-types';
export * from './sorting';
export * from './authorization';
export * from './resource-schemas';
export * from './panel-messages';
