export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FeedbackDialog, type FeedbackDialogProps, type FeedbackTone } from './feedback-dialog';
export { type FeedbackApi, type FeedbackOptions, FeedbackProvider, useFeedback } from './feedback-provider';
export { describeRequestError } from './request-error';
export { ConfirmedAction, type ConfirmedActionProps } from './confirmed-action';
