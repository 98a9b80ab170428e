export * from './transitions';
export * from './list-query';
export * from './cart';
export * from './billing';
export * from './outside-services';
export * from './desk';
export * from './state-names';
