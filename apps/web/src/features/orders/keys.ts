/**
 * The order page's keys: the shell runs the button that declares one (`aria-keyshortcuts`) and lists
 * it in the shortcuts help. None is one of the shell's own (?, /, g, n) or the queue's (j, k).
 */
export const ORDER_PAGE_KEYS = {
  toProgress: 'p',
  toDelivery: 'd',
  cancel: 'x',
  refund: 'r',
  resend: 's',
  comment: 'c',
} as const;
