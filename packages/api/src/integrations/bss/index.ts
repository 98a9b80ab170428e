export { bssClientFor, createBssClient, type BssClient, type BssSettings } from './client';
export { bssPlanListSchema, bssPlanSchema, type BssDependentOption, type BssPlan } from './schemas';
