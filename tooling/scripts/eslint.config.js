import config from '@backoffice/eslint-config';

export default [
  ...config,
  {
    // The order bench's report reads figures its runs collected as loose records (JSON from child
    // processes and timers); its typed shape is still to be written.
    files: ['bench-orders.mts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
];
