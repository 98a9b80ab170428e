export { AppSetup, type AppEnrolment } from './app-setup';
export { CodeForm } from './code-form';
export { RecoveryCodes } from './recovery-codes';
export { askForPasskey, makePasskey, type PasskeyOutcome, type PasskeyRefusal } from './passkey-ceremony';
export { PasskeyRefusalText } from './passkey-refusal';
export { StepUpDialogHost } from './step-up-dialog';
export { PasskeyButton } from './passkey-button';
export { OtherMethods } from './other-methods';
