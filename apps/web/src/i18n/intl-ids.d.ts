import { type AppMessageId } from './catalogues';

// Message ids are checked at compile time: react-intl accepts only ids of the catalogues.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: AppMessageId;
    }
  }
}
