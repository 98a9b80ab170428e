import config, { looseJsonRules } from '@backoffice/eslint-config';

export default [
  ...config,
  // The order bench's report reads figures its runs collected as loose records (JSON from child
  // processes and timers); its typed shape is still to be written.
  { files: ['bench-orders.mts'], rules: looseJsonRules },
];
