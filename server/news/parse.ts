import type { NewsArticle } from '@/lib/news';

/** Columns of the sheet, in order (the product specification, section 3, News article). */
const COLUMNS = ['headline', 'summary', 'aiSummary', 'url', 'dateCreated', 'fullSummary'] as const;

export interface SkippedRow {
  /** 1-based row number in the sheet (the header is row 1). */
  row: number;
  reason: 'no headline' | 'invalid url' | 'duplicate url';
}

/** An absolute http(s) URL: anything else (javascript:, relative paths) is never a link on our page. */
export function isArticleUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && hostname.includes('.');
}

const MONTH_DAY_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;
const ISO_DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Reads the dates people and tools put in a sheet: ISO (with or without time), US M/D/YYYY with an
 * optional time and AM/PM, "October 21, 2025", and spreadsheet serial numbers. Dates without a
 * zone are taken as UTC so that the page shows the same day everywhere. Returns null when unreadable.
 */
export function parseSheetDate(raw: string): Date | null {
  const value = raw.trim();
  if (!value) return null;
  const valid = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

  const iso = ISO_DATE_ONLY.exec(value);
  if (iso) return checkedUtc(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const us = MONTH_DAY_YEAR.exec(value);
  if (us) {
    let hours = Number(us[4] ?? 0);
    const meridiem = us[7]?.toLowerCase();
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    return checkedUtc(Number(us[3]), Number(us[1]), Number(us[2]), hours, Number(us[5] ?? 0), Number(us[6] ?? 0));
  }

  // A serial number from a sheet read unformatted: days since 1899-12-30.
  if (/^\d{5}(\.\d+)?$/.test(value)) {
    const serial = Number(value);
    if (serial > 20_000 && serial < 80_000) return valid(new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000));
    return null;
  }

  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    // ISO with a time: without a zone, read it as UTC.
    return valid(new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`));
  }

  // "October 21, 2025", "21 Oct 2025": the engine's parser, then pinned to that calendar day in UTC.
  if (/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?![a-z])/i.test(value) && /\b\d{4}\b/.test(value)) {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) return null;
    return new Date(
      Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours(), parsed.getMinutes()),
    );
  }
  return null;
}

function checkedUtc(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // Rejects 2/31 and friends instead of rolling over into the next month.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * Turns the sheet's values (header row first) into articles, newest first. Short rows are padded;
 * rows without a headline or a usable url are skipped and reported through `onSkip`; a url seen
 * twice keeps its newest row. Undated rows go last, in sheet order.
 */
export function parseSheetValues(
  values: readonly (readonly unknown[])[],
  onSkip: (skipped: SkippedRow) => void = () => {},
): NewsArticle[] {
  const rows = values.slice(1).map((row, index) => {
    const cells = COLUMNS.map((_, column) => {
      const cell = row[column];
      return typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';
    });
    const [headline, summary, aiSummary, url, dateCreated, fullSummary] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return { rowNumber: index + 2, headline, summary, aiSummary, url, date: parseSheetDate(dateCreated), fullSummary };
  });

  const usable = rows.filter((row) => {
    if (!row.headline) onSkip({ row: row.rowNumber, reason: 'no headline' });
    else if (!isArticleUrl(row.url)) onSkip({ row: row.rowNumber, reason: 'invalid url' });
    else return true;
    return false;
  });

  // Stable sort: newest first, undated last.
  const sorted = usable
    .map((row, order) => ({ row, order }))
    .sort((a, b) => {
      const timeA = a.row.date?.getTime() ?? -Infinity;
      const timeB = b.row.date?.getTime() ?? -Infinity;
      return timeB === timeA ? a.order - b.order : timeB - timeA;
    })
    .map(({ row }) => row);

  const seen = new Set<string>();
  const articles: NewsArticle[] = [];
  for (const row of sorted) {
    if (seen.has(row.url)) {
      onSkip({ row: row.rowNumber, reason: 'duplicate url' });
      continue;
    }
    seen.add(row.url);
    const summary = row.summary || row.aiSummary;
    articles.push({
      headline: row.headline,
      summary,
      fullSummary: row.fullSummary || (row.aiSummary !== summary ? row.aiSummary : ''),
      url: row.url,
      dateCreated: row.date?.toISOString() ?? null,
    });
  }
  return articles;
}
