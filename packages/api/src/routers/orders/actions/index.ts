import { cancel } from './cancel';
import { changeSimStatus } from './change-sim-status';
import { editNote, updateContactInfo, updateDeliveryAddress, updateTracking } from './edits';
import { toDelivery, toProgress } from './status';
import { toRefunded } from './to-refunded';

/** Staff actions on an order: status moves, cancels, payment status and the small edits. */
export const orderActionProcedures = {
  toProgress,
  toDelivery,
  cancel,
  changeSimStatus,
  toRefunded,
  editNote,
  updateContactInfo,
  updateDeliveryAddress,
  updateTracking,
};
