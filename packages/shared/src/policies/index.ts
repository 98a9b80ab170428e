export * from './user-admin';
