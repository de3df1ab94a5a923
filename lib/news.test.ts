import { describe, expect, it } from 'vitest';
import { formatArticleDate, newsHref, openedPartsOf, pageNumbers, resolvePaging } from './news';

describe('resolvePaging', () => {
  it('defaults to page 1 of 5 and says which articles are shown', () => {
    expect(resolvePaging({}, 26)).toEqual({ page: 1, size: 5, totalPages: 6, total: 26, from: 1, to: 5 });
  });
  it('shows a short last page', () => {
    expect(resolvePaging({ page: '6', size: '5' }, 26)).toMatchObject({ page: 6, from: 26, to: 26 });
    expect(resolvePaging({ page: '2', size: '20' }, 26)).toMatchObject({ page: 2, from: 21, to: 26, totalPages: 2 });
  });
  it('accepts only the page sizes 5, 20, 50 and 100', () => {
    for (const size of [5, 20, 50, 100]) expect(resolvePaging({ size: String(size) }, 300).size).toBe(size);
    for (const size of ['10', '0', '-5', 'abc', '1e2', '']) expect(resolvePaging({ size }, 300).size).toBe(5);
  });
  it('falls back for pages that are not positive whole numbers and clamps past the end', () => {
    for (const page of ['0', '-1', 'x', '1.5', '', '9999999999']) expect(resolvePaging({ page }, 26).page).toBe(1);
    expect(resolvePaging({ page: '99' }, 26).page).toBe(6);
    expect(resolvePaging({ page: ['3', '4'] }, 26).page).toBe(3);
  });
  it('handles an empty feed', () => {
    expect(resolvePaging({ page: '3' }, 0)).toEqual({ page: 1, size: 5, totalPages: 1, total: 0, from: 0, to: 0 });
  });
});

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('shows the ends and the neighbours with gaps when there are many', () => {
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });
});

describe('newsHref', () => {
  it('keeps the size and leaves out defaults', () => {
    expect(newsHref(1, 5)).toBe('/news');
    expect(newsHref(2, 5)).toBe('/news?page=2');
    expect(newsHref(2, 20)).toBe('/news?page=2&size=20');
    expect(newsHref(1, 50)).toBe('/news?size=50');
  });

  it("opens an article's summary or comments by its url (links without JavaScript), the notice with the comments only", () => {
    const url = 'https://example.org/a?b=1&c=2';
    expect(newsHref(2, 20, 'en', { comments: url, posted: 'held' }, 'opened-comments')).toBe(
      `/news?page=2&size=20&comments=${encodeURIComponent(url)}&posted=held#opened-comments`,
    );
    expect(newsHref(1, 5, 'es', { more: url, posted: 'published' }, 'article-3')).toBe(
      `/es/news?more=${encodeURIComponent(url)}#article-3`,
    );
    const read = openedPartsOf(
      Object.fromEntries(new URL(`http://x${newsHref(1, 5, 'en', { comments: url })}`).searchParams),
    );
    expect(read).toEqual({ more: undefined, comments: url, posted: undefined });
    expect(openedPartsOf({ comments: [url, 'other'], posted: 'everything', more: '' })).toEqual({
      more: undefined,
      comments: url,
      posted: undefined,
    });
  });
});

describe('the news list in Spanish', () => {
  it('links its pages under /es/news with the same query', () => {
    expect(newsHref(1, 5, 'es')).toBe('/es/news');
    expect(newsHref(2, 20, 'es')).toBe('/es/news?page=2&size=20');
    expect(newsHref(2, 20, 'en')).toBe('/news?page=2&size=20');
  });
  it('writes article dates in es-US, in UTC', () => {
    expect(formatArticleDate('2025-10-21T00:00:00.000Z', 'es')).toBe('21 de octubre de 2025');
    expect(formatArticleDate('2025-10-21T00:00:00.000Z')).toBe('October 21, 2025');
    expect(formatArticleDate(null, 'es')).toBe('');
  });
});
