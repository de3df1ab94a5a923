// Where a page's main-thread time goes, from a Chromium performance trace (bench/lighthouse.mjs --trace
// saves one per page and run, recorded under Lighthouse's mobile throttling applied: 4x CPU slowdown,
// slow 4G). Uses Lighthouse's own trace model (the one behind its "Minimize main-thread work" audit),
// so the categories are the ones Lighthouse and DevTools name:
//   script evaluation, parse/compile, style/layout, paint (rendering), parse HTML & CSS, GC, other
// plus the long tasks (>= 50 ms, the ones Total Blocking Time counts) after First Contentful Paint,
// split by what started them:
//   chunk evaluation  - a task that compiles or runs a /_next/static script as it arrives
//   hydration/React   - any other task running the site's scripts (hydrateRoot and React's scheduled
//                       work, effects, timers): on these pages, hydration
//   style/layout/paint - no script of ours in it, and at least half of it style, layout or paint
//                       (the first layout of the whole page, re-layouts after the fonts or images)
//   other             - anything else (HTML parsing, the browser's own work)
//
//   node bench/trace-summary.mjs bench/results/trace-home-1.json [...]   # one row per trace
//   node bench/trace-summary.mjs --median bench/results/trace-*.json      # one row per page (trace-<page>-<run>)
//
// Exported as summariseTrace() for bench/lighthouse.mjs. Times are in ms of the throttled CPU.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export const CATEGORIES = {
  scriptEvaluation: 'script eval',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parse HTML/CSS',
  garbageCollection: 'GC',
  other: 'other',
};

const OWN_SCRIPT = /\/_next\/static\//;
const round = (ms) => Math.round(ms);

/** Every event of a task's subtree (the task itself included). */
function* subtree(task) {
  yield task;
  for (const child of task.children) yield* subtree(child);
}

function longTaskKind(task) {
  const ownUrls = task.attributableURLs.filter((url) => OWN_SCRIPT.test(url));
  if (!ownUrls.length) {
    let rendering = 0;
    for (const node of subtree(task))
      if (node.group.id === 'styleLayout' || node.group.id === 'paintCompositeRender') rendering += node.selfTime;
    return rendering >= task.duration / 2 ? 'style/layout/paint' : 'other';
  }
  for (const node of subtree(task)) {
    const name = node.event.name;
    if (name === 'EvaluateScript' || name === 'v8.compile' || name === 'v8.evaluateModule') {
      const url = node.event.args?.data?.url ?? '';
      if (OWN_SCRIPT.test(url)) return 'chunk evaluation';
    }
  }
  return 'hydration/React';
}

/**
 * Main-thread time per category (ms, whole trace, top-level tasks' self times summed by group) and
 * the long tasks after FCP by kind: { total, byCategory, longTasks: { [kind]: { count, ms, blockingMs } }, tbt }.
 */
export function summariseTrace(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const byCategory = Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, 0]));
  for (const task of tasks) byCategory[task.group.id] += task.selfTime;
  const fcp = navigation.timings.firstContentfulPaint;
  const longTasks = {
    'chunk evaluation': { count: 0, ms: 0, blockingMs: 0 },
    'hydration/React': { count: 0, ms: 0, blockingMs: 0 },
    'style/layout/paint': { count: 0, ms: 0, blockingMs: 0 },
    other: { count: 0, ms: 0, blockingMs: 0 },
  };
  let tbt = 0;
  for (const task of tasks) {
    if (task.parent || task.duration < 50 || task.endTime < fcp) continue;
    // As Total Blocking Time does: only the part after FCP, only what is over 50 ms.
    const blocking = Math.max(0, task.endTime - Math.max(task.startTime, fcp) - 50);
    const kind = longTasks[longTaskKind(task)];
    kind.count += 1;
    kind.ms += task.duration;
    kind.blockingMs += blocking;
    tbt += blocking;
  }
  const total = Object.values(byCategory).reduce((sum, ms) => sum + ms, 0);
  return { total, byCategory, longTasks, tbt, fcp };
}

/** One flat row for console.table. */
export function summaryRow(label, summary) {
  const row = { trace: label, 'main thread ms': round(summary.total) };
  for (const [id, name] of Object.entries(CATEGORIES)) row[name] = round(summary.byCategory[id]);
  for (const [kind, { count, blockingMs }] of Object.entries(summary.longTasks))
    row[`long: ${kind}`] = `${count} / ${round(blockingMs)}`;
  row['blocking after FCP'] = round(summary.tbt);
  return row;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each numeric figure over several runs of one page. */
export function medianSummary(summaries) {
  const pick = (get) => median(summaries.map(get));
  const longTasks = {};
  for (const kind of Object.keys(summaries[0].longTasks)) {
    longTasks[kind] = {
      count: pick((s) => s.longTasks[kind].count),
      ms: pick((s) => s.longTasks[kind].ms),
      blockingMs: pick((s) => s.longTasks[kind].blockingMs),
    };
  }
  return {
    total: pick((s) => s.total),
    byCategory: Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, pick((s) => s.byCategory[id])])),
    longTasks,
    tbt: pick((s) => s.tbt),
    fcp: pick((s) => s.fcp),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!files.length) {
    console.error('usage: node bench/trace-summary.mjs [--median] <trace.json> [...]');
    process.exit(2);
  }
  const summaries = files.map((file) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    // A saved Lighthouse trace is { traceEvents }; DevTools saves either that or the bare array.
    const trace = Array.isArray(json) ? { traceEvents: json } : json;
    return { label: path.basename(file, '.json'), summary: summariseTrace(trace) };
  });
  if (process.argv.includes('--median')) {
    const byPage = Map.groupBy(summaries, ({ label }) => label.replace(/-\d+$/, ''));
    console.table(
      [...byPage].map(([page, runs]) =>
        summaryRow(`${page} (median of ${runs.length})`, medianSummary(runs.map((run) => run.summary))),
      ),
    );
  } else console.table(summaries.map(({ label, summary }) => summaryRow(label, summary)));
}
