import { router } from '../../trpc';
import { changeRead as changePartnerRead } from './become-a-partner/change-read';
import { getMessage as getPartnerRequest } from './become-a-partner/get-message';
import { getMessages as getPartnerRequests } from './become-a-partner/get-messages';
import { sendRequest } from './become-a-partner/send-request';
import { changeRead } from './contact/change-read';
import { getMessage } from './contact/get-message';
import { getMessages } from './contact/get-messages';
import { sendMessage } from './contact/send-message';

/** Feedback messages (spec 001): contact-us messages and become-a-partner requests. */
export const feedbackRouter = router({
  contact: router({ getMessages, getMessage, changeRead, sendMessage }),
  becomeAPartner: router({
    getMessages: getPartnerRequests,
    getMessage: getPartnerRequest,
    changeRead: changePartnerRead,
    sendRequest,
  }),
});
