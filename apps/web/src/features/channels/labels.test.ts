import { defined, DOMAIN_EVENT_TYPES } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';

import { en } from '../../i18n/en';
import {
  attemptOutcome,
  lastAttemptOutcome,
  endpointHealth,
  eventMeaningId,
  firstKilobytes,
  WEBHOOK_EVENT_CHOICES,
} from './labels';

describe('eventMeaningId', () => {
  it('names every domain event and the test event, in the catalogue', () => {
    for (const type of [...DOMAIN_EVENT_TYPES, 'webhook.test']) {
      const id = eventMeaningId(type);
      expect(en, type).toHaveProperty([defined(id, `the meaning of ${type}`)]);
    }
    expect(WEBHOOK_EVENT_CHOICES.map((choice) => choice.value)).toEqual(DOMAIN_EVENT_TYPES);
  });

  it('has nothing for another template id or none', () => {
    expect(eventMeaningId('welcome-letter')).toBeUndefined();
    expect(eventMeaningId(null)).toBeUndefined();
    expect(eventMeaningId('')).toBeUndefined();
  });
});

describe('endpointHealth', () => {
  it('tells an endpoint the server disabled from one that is failing or fine', () => {
    const at = '2025-03-01T10:00:00.000Z';
    expect(endpointHealth({ failing_since: at, disabled_at: at })).toEqual({
      kind: 'auto-disabled',
      since: at,
    });
    expect(endpointHealth({ failing_since: at, disabled_at: null })).toEqual({ kind: 'failing', since: at });
    expect(endpointHealth({ failing_since: null, disabled_at: null })).toEqual({ kind: 'ok' });
  });
});

describe('attemptOutcome', () => {
  it('shows the status code, the error, or both', () => {
    expect(attemptOutcome({ response_status: 200, error: null })).toBe('200');
    expect(attemptOutcome({ response_status: 500, error: 'Internal Server Error' })).toBe(
      '500 · Internal Server Error',
    );
    expect(attemptOutcome({ response_status: null, error: 'ECONNREFUSED' })).toBe('ECONNREFUSED');
    expect(attemptOutcome({ response_status: null, error: null })).toBe('—');
  });
});

describe('lastAttemptOutcome', () => {
  it('tells why the newest attempt failed, not a dash, when no receiver answered', () => {
    const attempts = [
      { response_status: null, error: 'timeout after 10 s' },
      { response_status: null, error: 'ECONNREFUSED' },
      { response_status: 503, error: null },
    ];
    expect(lastAttemptOutcome({ attempt_log: attempts })).toBe('timeout after 10 s');
    expect(lastAttemptOutcome({ attempt_log: attempts.slice(2) })).toBe('503');
    expect(lastAttemptOutcome({ attempt_log: [] })).toBe('—');
  });
});

describe('firstKilobytes', () => {
  it('keeps a short answer and cuts a long one at 2 KB', () => {
    expect(firstKilobytes('ok')).toBe('ok');
    expect(firstKilobytes('a'.repeat(5000))).toHaveLength(2048);
  });

  it('never ends on half a character', () => {
    const text = `${'a'.repeat(2047)}é and more`;
    expect(firstKilobytes(text)).toBe('a'.repeat(2047));
  });
});
