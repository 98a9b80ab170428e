import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query';
import { issuesByPath } from './test-support';

const usersQuery = listQuerySchema(['email', 'last_name']);

describe('listQuerySchema', () => {
  it('defaults to the first page of 15', () => {
    expect(usersQuery.parse({})).toEqual({
      offset: 0,
      limit: 15,
      sort: undefined,
      direction: 'asc',
      search: '',
    });
  });

  it('turns page and pageSize into offset and limit', () => {
    expect(usersQuery.parse({ page: 3, pageSize: 20 })).toMatchObject({ offset: 40, limit: 20 });
    expect(usersQuery.parse({ page: '2' })).toMatchObject({ offset: 15, limit: 15 });
  });

  it('accepts limit and offset as the admin companies call sends them', () => {
    expect(usersQuery.parse({ limit: '100', offset: '0', search: '' })).toMatchObject({
      offset: 0,
      limit: 100,
      search: '',
    });
    expect(usersQuery.parse({ offset: 30 })).toMatchObject({ offset: 30, limit: 15 });
  });

  it('bounds page and page size', () => {
    expect(issuesByPath(usersQuery, { page: 0 })).toEqual({ page: 'tooSmall' });
    expect(usersQuery.safeParse({ pageSize: 100 }).success).toBe(true);
    expect(issuesByPath(usersQuery, { pageSize: 101 })).toEqual({ pageSize: 'tooBig' });
    expect(issuesByPath(usersQuery, { limit: 101 })).toEqual({ limit: 'tooBig' });
    expect(issuesByPath(usersQuery, { offset: -1 })).toEqual({ offset: 'tooSmall' });
    expect(issuesByPath(usersQuery, { page: 1.5 })).toEqual({ page: 'invalidNumber' });
  });

  it('sorts by the listed fields only', () => {
    expect(usersQuery.parse({ sort: 'email', direction: 'desc' })).toMatchObject({
      sort: 'email',
      direction: 'desc',
    });
    expect(issuesByPath(usersQuery, { sort: 'password' })).toEqual({ sort: 'invalidValue' });
    expect(issuesByPath(usersQuery, { direction: 'up' })).toEqual({ direction: 'invalidValue' });
  });

  it('trims the search and keeps it to 128', () => {
    expect(usersQuery.parse({ search: '  mario  ' }).search).toBe('mario');
    expect(usersQuery.safeParse({ search: 'a'.repeat(128) }).success).toBe(true);
    expect(issuesByPath(usersQuery, { search: 'a'.repeat(129) })).toEqual({ search: 'tooLong' });
  });
});
