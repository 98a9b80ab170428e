import { describe, expect, it } from 'vitest';
import { fillMessage, isMessageId, messages } from './messages';

describe('messages', () => {
  it('keeps the spec spelling', () => {
    expect(messages.formError).toBe('Ошибка в форме! Вы заполнили не все поля или есть ошибки!');
    expect(messages.employeeNotAdded).toBe('Вы не чего не ввели, сотрудник не добавлен!');
    expect(messages.companyNotFound).toBe('Компания по вашему запросу - отсуствует!');
    expect(messages.companyLoadFailed).toBe(
      'Упс! Во время загрузки информации - возникла ошибка, не все данные были заружены!',
    );
    expect(messages.requestFailedPrefix).toBe('Во время выполнения запроса, возникла ошибка: ');
    expect(messages.refundSuccessful).toBe('Refund made successfully');
  });

  it('has no two ids for the same text', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fills ICU-style placeholders', () => {
    expect(fillMessage(messages.registrationReceived, { email: 'a@b.it' })).toBe(
      'Registration received for a@b.it. A new account can be used once an administrator activates it; if the address already had an account, check your email.',
    );
    expect(fillMessage(messages.refundSumTooBig, { limit: 12.5 })).toBe('The amount must be at most 12.5');
    expect(fillMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('recognises message ids', () => {
    expect(isMessageId('formError')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId(42)).toBe(false);
  });
});
