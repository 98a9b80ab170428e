export * from './events';
export * from './event-payloads';
export * from './schemas';
export * from './email-template';
