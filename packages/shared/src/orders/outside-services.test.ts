import { describe, expect, it } from 'vitest';

import { parseServicePausedMessage, servicePausedMessage } from './outside-services';

describe('paused outside services', () => {
  it('says which service is paused and for how long, and reads it back', () => {
    expect(servicePausedMessage('bss', 30)).toBe('The billing system is not answering; retry after 30 s');
    expect(parseServicePausedMessage(servicePausedMessage('payment', 7))).toEqual({
      service: 'payment',
      seconds: 7,
    });
  });

  it('reads nothing else as such a message', () => {
    expect(parseServicePausedMessage('The offers could not be read from the BSS')).toBeNull();
    expect(parseServicePausedMessage('The billing system is not answering; retry after soon s')).toBeNull();
  });
});
