import { describe, expect, it } from 'vitest';

import { isValidSendTo } from './schemas';

describe('isValidSendTo', () => {
  it('takes customer and email addresses, separated by commas', () => {
    for (const sendTo of [
      'customer',
      'Customer',
      'ops@example.com',
      'customer, ops@example.com,logistica@example.com',
    ]) {
      expect([sendTo, isValidSendTo(sendTo)]).toEqual([sendTo, true]);
    }
  });

  it('refuses anything else', () => {
    for (const sendTo of [
      '',
      'admin',
      'customer,',
      'ops@',
      'customer; ops@example.com',
      'ops@example.com, nobody',
    ]) {
      expect([sendTo, isValidSendTo(sendTo)]).toEqual([sendTo, false]);
    }
  });
});
