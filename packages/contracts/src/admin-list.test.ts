import { describe, expect, it } from 'vitest';
import { adminListRequest } from './admin-list.ts';

const request = adminListRequest(['title', 'starts_at']);

describe('adminListRequest', () => {
  it('fills in the first page of the smallest size, unsorted, with no search', () => {
    expect(request.parse({})).toEqual({ page: 0, page_size: 25, sort_direction: 'asc', search: '' });
  });

  it('takes a sort by one of the list columns only', () => {
    expect(request.parse({ sort_field: 'title', sort_direction: 'desc' }).sort_field).toBe('title');
    expect(request.safeParse({ sort_field: 'password' }).success).toBe(false);
  });

  it('refuses a page size the grid does not offer', () => {
    expect(request.safeParse({ page_size: 1000 }).success).toBe(false);
  });

  it('trims the search', () => {
    expect(request.parse({ search: '  night  ' }).search).toBe('night');
  });
});
