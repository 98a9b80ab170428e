export {
  BSS_STATUS_BATCH,
  bssClientFor,
  createBssClient,
  type BssClient,
  type BssSettings,
  type BssSimOrder,
  type BssSimCancelResult,
  type BssSimOrderResult,
  type BssSimStatuses,
} from './client';
export {
  bssPlanListSchema,
  bssPlanSchema,
  bssSimSchema,
  type BssDependentOption,
  type BssPlan,
  type BssSim,
  type BssSimStatusReport,
} from './schemas';
