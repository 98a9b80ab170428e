export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmedAction, type ConfirmedActionProps } from './confirmed-action';
export { DeleteRecordAction, type DeleteRecordActionProps } from './delete-record-action';
export { FeedbackDialog, type FeedbackDialogProps, type FeedbackTone } from './feedback-dialog';
export { type FeedbackApi, type FeedbackOptions, FeedbackProvider, useFeedback } from './feedback-provider';
export { describeRequestError, serverReasonText } from './request-error';
export { CANCELLED, type ChangeReportOptions, useReportedChange } from './use-reported-change';
export { type ConfirmOptions, useConfirm } from './use-confirm';
export { useSpecFeedback } from './use-spec-feedback';
