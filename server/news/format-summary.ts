import 'server-only';
import { createHash } from 'node:crypto';
import { formatSummary } from '@/lib/format-summary';
import { getEnv } from '../env';
import { log } from '../log';
import { sanitizeSummaryHtml } from './sanitize';

/** Longest summary accepted by /api/format-summary (the sheet's full summaries are a few KB). */
export const MAX_SUMMARY_CHARS = 20_000;
const CACHE_ENTRIES = 1_000;

const PROMPT = [
  'Format this insurance news summary as simple HTML for a web page.',
  'Turn headings into <h3> and the points under them into <ul><li> bullet lists; keep other text in <p>.',
  'Use only these tags: h3, p, ul, ol, li, strong, em, br. No attributes, no links, no images, no scripts.',
  'Do not add, remove or change facts. Answer with the HTML only.',
].join(' ');

// Insertion-ordered Map as a small LRU, shared by the whole server process.
const globalForFormat = globalThis as unknown as { summaryCache?: Map<string, string> };
function summaryCache(): Map<string, string> {
  globalForFormat.summaryCache ??= new Map();
  return globalForFormat.summaryCache;
}

async function askModel(content: string): Promise<string | null> {
  const env = getEnv();
  if (!env.FORMAT_SUMMARY_API_URL || !env.FORMAT_SUMMARY_API_KEY) return null;
  try {
    const response = await fetch(env.FORMAT_SUMMARY_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.FORMAT_SUMMARY_API_KEY}` },
      body: JSON.stringify({
        model: env.FORMAT_SUMMARY_MODEL,
        temperature: 0,
        messages: [
          { role: 'system', content: PROMPT },
          { role: 'user', content },
        ],
      }),
      signal: AbortSignal.timeout(env.FORMAT_SUMMARY_TIMEOUT_MS),
    });
    if (!response.ok) {
      log.warn('summary model answered an error; using the local formatter', { status: response.status });
      return null;
    }
    const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = json.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim()) {
      log.warn('summary model answered no content; using the local formatter');
      return null;
    }
    // Models like to wrap HTML in a code fence.
    return text.replace(/^\s*```(?:html)?\s*/i, '').replace(/\s*```\s*$/, '');
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log.warn('summary model failed; using the local formatter', { error: timedOut ? 'timeout' : 'request failed' });
    return null;
  }
}

/**
 * The summary as safe HTML: from the configured model when `useModel` and it answers in time,
 * otherwise from the deterministic formatter; always sanitised. Cached by the content's hash.
 */
export async function formatSummaryHtml(
  content: string,
  { useModel = true }: { useModel?: boolean } = {},
): Promise<string> {
  const key = `${useModel ? 'm' : 'd'}:${createHash('sha256').update(content).digest('hex')}`;
  const cache = summaryCache();
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const fromModel = useModel ? await askModel(content) : null;
  let html = fromModel === null ? '' : sanitizeSummaryHtml(fromModel);
  if (!html) html = sanitizeSummaryHtml(formatSummary(content));
  // A model failure is not cached: the next request may get the model's answer.
  const modelConfigured = Boolean(getEnv().FORMAT_SUMMARY_API_URL && getEnv().FORMAT_SUMMARY_API_KEY);
  if (useModel && fromModel === null && modelConfigured) return html;
  cache.set(key, html);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return html;
}

export function clearSummaryCacheForTests(): void {
  summaryCache().clear();
}
