import { describe, expect, it } from 'vitest';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { isArticleUrl, parseSheetDate, parseSheetValues, type SkippedRow } from './parse';

const HEADER = ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'];

describe('parseSheetDate', () => {
  it.each([
    ['2025-10-21', '2025-10-21T00:00:00.000Z'],
    ['10/21/2025', '2025-10-21T00:00:00.000Z'],
    ['1/9/2025', '2025-01-09T00:00:00.000Z'],
    ['09/15/2025 14:05', '2025-09-15T14:05:00.000Z'],
    ['9/15/2025 2:05:30 PM', '2025-09-15T14:05:30.000Z'],
    ['9/15/2025 12:00 AM', '2025-09-15T00:00:00.000Z'],
    ['2025-10-14T09:30:00Z', '2025-10-14T09:30:00.000Z'],
    ['2025-10-14T09:30:00', '2025-10-14T09:30:00.000Z'],
    ['2025-10-14T09:30:00-05:00', '2025-10-14T14:30:00.000Z'],
    ['October 21, 2025', '2025-10-21T00:00:00.000Z'],
    ['21 Oct 2025', '2025-10-21T00:00:00.000Z'],
    ['45951', '2025-10-21T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseSheetDate(raw)?.toISOString()).toBe(iso);
  });

  it.each(['', '   ', 'soon', '2/31/2025', '13/01/2025', '2025-02-30', '12345', 'yesterday 2025?'])(
    'rejects %j',
    (raw) => {
      expect(parseSheetDate(raw)).toBeNull();
    },
  );
});

describe('isArticleUrl', () => {
  it('accepts absolute http(s) urls only', () => {
    expect(isArticleUrl('https://www.cms.gov/news/a')).toBe(true);
    expect(isArticleUrl('http://example.org/a?b=1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '/news/a',
      'www.cms.gov/a',
      'ftp://example.org/a',
      'https://localhost/a',
      '',
      'data:text/html,hi',
    ]) {
      expect(isArticleUrl(bad)).toBe(false);
    }
  });
});

describe('parseSheetValues', () => {
  it('skips the header, pads short rows and maps the columns', () => {
    const articles = parseSheetValues([HEADER, ['Only a headline', 'The summary', '', 'https://example.org/a']]);
    expect(articles).toEqual([
      {
        headline: 'Only a headline',
        summary: 'The summary',
        fullSummary: '',
        url: 'https://example.org/a',
        dateCreated: null,
      },
    ]);
  });

  it('uses the AI summary when the summary or the full summary is missing', () => {
    const [article] = parseSheetValues([HEADER, ['H', '', 'AI text', 'https://example.org/a', '2025-01-01']]);
    expect(article).toMatchObject({ summary: 'AI text', fullSummary: '' });
    const [withAi] = parseSheetValues([
      HEADER,
      ['H', 'Short', 'Longer AI text', 'https://example.org/a', '2025-01-01'],
    ]);
    expect(withAi).toMatchObject({ summary: 'Short', fullSummary: 'Longer AI text' });
  });

  it('skips and reports rows without a headline or a valid url, and duplicate urls', () => {
    const skipped: SkippedRow[] = [];
    const articles = parseSheetValues(
      [
        HEADER,
        ['', 'no headline', '', 'https://example.org/1', '2025-01-01'],
        ['No url'],
        ['Bad url', 's', '', 'javascript:alert(1)', '2025-01-01'],
        ['Good', 's', '', 'https://example.org/2', '2025-01-02'],
        ['Older copy', 's', '', 'https://example.org/2', '2024-01-02'],
        [],
      ],
      (row) => skipped.push(row),
    );
    expect(articles.map((article) => article.headline)).toEqual(['Good']);
    expect(skipped).toEqual([
      { row: 2, reason: 'no headline' },
      { row: 3, reason: 'invalid url' },
      { row: 4, reason: 'invalid url' },
      { row: 7, reason: 'no headline' },
      { row: 6, reason: 'duplicate url' },
    ]);
  });

  it('sorts newest first whatever the date format, undated rows last in sheet order', () => {
    const articles = parseSheetValues([
      HEADER,
      ['Undated A', 's', '', 'https://example.org/ua', 'not a date'],
      ['March', 's', '', 'https://example.org/m', '3/1/2025'],
      ['October', 's', '', 'https://example.org/o', 'October 21, 2025'],
      ['Undated B', 's', '', 'https://example.org/ub'],
      ['June', 's', '', 'https://example.org/j', '2025-06-09T10:00:00Z'],
    ]);
    expect(articles.map((article) => article.headline)).toEqual(['October', 'June', 'March', 'Undated A', 'Undated B']);
  });

  it('keeps HTML in a row as text (React escapes it; the formatter escapes full summaries)', () => {
    const [article] = parseSheetValues([
      HEADER,
      ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '', 'https://example.org/x', '2025-01-01'],
    ]);
    expect(article?.headline).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads the shipped sample: at least 25 articles, newest first, all dated', () => {
    const skipped: SkippedRow[] = [];
    const articles = parseSheetValues(NEWS_SAMPLE_SHEET, (row) => skipped.push(row));
    expect(skipped).toEqual([]);
    expect(articles.length).toBeGreaterThanOrEqual(25);
    expect(articles.every((article) => article.dateCreated !== null)).toBe(true);
    const times = articles.map((article) => Date.parse(article.dateCreated!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Some sample rows are shorter than the header, as the Sheets API returns them.
    expect(NEWS_SAMPLE_SHEET.some((row) => row.length < HEADER.length)).toBe(true);
  });
});

describe('parseSheetDate edges', () => {
  it.each([
    ['9/15/2025 12:30 PM', '2025-09-15T12:30:00.000Z'],
    ['9/15/2025 11:59 pm', '2025-09-15T23:59:00.000Z'],
    ['9/15/2025 12:00 am', '2025-09-15T00:00:00.000Z'],
    ['9/15/2025 1:05 AM', '2025-09-15T01:05:00.000Z'],
    ['10-21-2025', '2025-10-21T00:00:00.000Z'],
    ['10.21.2025', '2025-10-21T00:00:00.000Z'],
    ['10/21/2025, 9:30', '2025-10-21T09:30:00.000Z'],
    ['10/21/2025T09:30', '2025-10-21T09:30:00.000Z'],
    ['12/31/2025 23:59:59', '2025-12-31T23:59:59.000Z'],
    ['2025-1-9', '2025-01-09T00:00:00.000Z'],
    ['  2025-10-21  ', '2025-10-21T00:00:00.000Z'],
    ['20001', '1954-10-04T00:00:00.000Z'],
    ['79999', '2119-01-10T00:00:00.000Z'],
    ['45951.5', '2025-10-21T12:00:00.000Z'],
    ['2025-10-14T09:30:00+0200', '2025-10-14T07:30:00.000Z'],
    ['2025-10-14T09:30:00+02:00', '2025-10-14T07:30:00.000Z'],
    ['2025-10-14T09:30:00z', '2025-10-14T09:30:00.000Z'],
    ['Oct. 21, 2025', '2025-10-21T00:00:00.000Z'],
    ['May 2025', '2025-05-01T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseSheetDate(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    '0/10/2025',
    '1/0/2025',
    '1/32/2025',
    '4/31/2025',
    '1/1/2025 24:00',
    '1/1/2025 23:60',
    '1/1/2025 10:00:60',
    '1/1/25',
    '20000',
    '80000',
    '2025-10-14T99:00:00',
    'October 21',
    'October 32, 2025',
    'x 10/21/2025',
    '10/21/2025 x',
    '2025-10-21 x',
    'Monday 2025',
  ])('rejects %j', (raw) => {
    expect(parseSheetDate(raw)).toBeNull();
  });
});

describe('parseSheetValues cells', () => {
  it('reads numbers as text, trims text, and treats anything else as empty', () => {
    const [article] = parseSheetValues([
      HEADER,
      ['  2025 in review  ', 7, null, ' https://example.org/n ', 45951, true],
    ]);
    expect(article).toEqual({
      headline: '2025 in review',
      summary: '7',
      fullSummary: '',
      url: 'https://example.org/n',
      dateCreated: '2025-10-21T00:00:00.000Z',
    });
  });

  it('keeps the sheet order of rows with the same date, and skips bad rows quietly without a listener', () => {
    const articles = parseSheetValues([
      HEADER,
      ['First', 's', '', 'https://example.org/1', '2025-05-01'],
      ['', 'no headline'],
      ['Second', 's', '', 'https://example.org/2', '5/1/2025'],
      ['Newer', 's', '', 'https://example.org/3', '2025-05-02'],
    ]);
    expect(articles.map((article) => article.headline)).toEqual(['Newer', 'First', 'Second']);
  });

  it('shows the full summary when there is one, else the AI summary only when it differs', () => {
    const [full] = parseSheetValues([HEADER, ['H', 'Short', 'AI', 'https://example.org/a', '', 'Full text']]);
    expect(full).toMatchObject({ summary: 'Short', fullSummary: 'Full text' });
    const [same] = parseSheetValues([HEADER, ['H', 'Same', 'Same', 'https://example.org/b']]);
    expect(same).toMatchObject({ summary: 'Same', fullSummary: '' });
  });
});

describe('isArticleUrl edges', () => {
  it('needs a dotted host name, and reads the scheme in any case', () => {
    expect(isArticleUrl('HTTPS://CMS.GOV/a')).toBe(true);
    expect(isArticleUrl('https://intranet/a')).toBe(false);
    expect(isArticleUrl('mailto:news@example.org')).toBe(false);
  });
});
