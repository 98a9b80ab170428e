export { AppSetup, type AppEnrolment } from './app-setup';
export { CodeForm } from './code-form';
export { RecoveryCodes } from './recovery-codes';
