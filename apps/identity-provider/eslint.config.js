export { default } from '@backoffice/eslint-config';
