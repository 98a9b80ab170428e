export { packageConfig as default } from '@backoffice/eslint-config';
