export { SESSION_MESSAGES, SESSION_MESSAGES_IT } from './messages';
export { type SessionRow, SessionTable } from './session-table';
