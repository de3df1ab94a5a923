import type { Page } from '@playwright/test';
import { expect, gotoSettled, test, useDarkTheme } from './fixtures';
import { createAssessment } from './assessment-support';

/**
 * WCAG 2.4.7 / 2.4.11 / 2.4.13: every element reached with Tab shows a focus indicator, and the
 * indicator (outline or focus ring) contrasts at least 3:1 with what is drawn behind it, in both
 * themes: including the blue top bar, where the site's usual blue ring would vanish.
 */

interface FocusReport {
  element: string;
  /** The outline or box-shadow changed when the element took focus. */
  changed: boolean;
  /** The best contrast of an indicator layer against the page behind it, on its worst side. */
  contrast: number;
}

/** Runs in the page: records every focusable element's look before anything has focus. */
function recordUnfocusedStyles() {
  const store = new Map<Element, string>();
  for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')) {
    const style = getComputedStyle(element);
    store.set(element, `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`);
  }
  (window as unknown as { __unfocused: Map<Element, string> }).__unfocused = store;
}

/** Runs in the page: measures the indicator of document.activeElement. */
function measureFocusedElement(): FocusReport | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour (oklch included) as sRGB 0-255 plus alpha 0-1, through the canvas. */
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: [number, number, number, number], below: [number, number, number]): [number, number, number] => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
  ];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: [number, number, number], b: [number, number, number]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** What is painted at a point, below the focused element: its backgrounds composited top-down. */
  const backdropAt = (x: number, y: number): [number, number, number] | null => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const layers = document.elementsFromPoint(x, y).filter((layer) => layer !== element && !element.contains(layer));
    const colors: [number, number, number, number][] = [];
    for (const layer of layers) {
      const color = rgba(getComputedStyle(layer).backgroundColor);
      if (color[3] > 0) colors.push(color);
      if (color[3] >= 1) break;
    }
    // The body paints an opaque background, so the stack always ends opaque; white is a formality.
    let result: [number, number, number] = [255, 255, 255];
    for (const color of colors.reverse()) result = over(color, result);
    return result;
  };

  const style = getComputedStyle(element);
  const now = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
  const before = (window as unknown as { __unfocused: Map<Element, string> }).__unfocused.get(element);
  const rect = element.getBoundingClientRect();

  /** Indicator layers: a colour and how far outside the element's box it is drawn (its middle). */
  const layers: { color: string; distance: number }[] = [];
  const outlineWidth = parseFloat(style.outlineWidth);
  if (style.outlineStyle !== 'none' && outlineWidth >= 1) {
    layers.push({ color: style.outlineColor, distance: parseFloat(style.outlineOffset) + outlineWidth / 2 });
  }
  if (style.boxShadow !== 'none') {
    // "rgb(…) 0px 0px 0px 2px, oklch(…) 0px 0px 0px 4px": split at the commas outside brackets.
    const shadows: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of style.boxShadow) {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (char === ',' && depth === 0) {
        shadows.push(current.trim());
        current = '';
      } else current += char;
    }
    shadows.push(current.trim());
    let inner = 0;
    for (const shadow of shadows) {
      if (shadow.includes('inset')) continue;
      const colorEnd = shadow.lastIndexOf(')') + 1;
      const color = shadow.slice(0, colorEnd);
      const lengths = shadow.slice(colorEnd).trim().split(/\s+/).map(parseFloat);
      const spread = lengths[3] ?? 0;
      if (spread > inner && rgba(color)[3] > 0) {
        layers.push({ color, distance: (inner + spread) / 2 });
        inner = spread;
      }
    }
  }

  let best = 0;
  for (const layer of layers) {
    const color = rgba(layer.color);
    const points = [
      [rect.left + rect.width / 2, rect.top - layer.distance],
      [rect.left + rect.width / 2, rect.bottom + layer.distance],
      [rect.left - layer.distance, rect.top + rect.height / 2],
      [rect.right + layer.distance, rect.top + rect.height / 2],
    ];
    let worst = Infinity;
    for (const [x, y] of points) {
      const backdrop = backdropAt(x!, y!);
      if (backdrop) worst = Math.min(worst, contrast(over(color, backdrop), backdrop));
    }
    if (worst !== Infinity) best = Math.max(best, worst);
  }
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  return {
    element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
    changed: before !== undefined && before !== now && layers.length > 0,
    contrast: Math.round(best * 100) / 100,
  };
}

/** Tabs through the whole page once and measures each element focus lands on. */
async function walkFocus(page: Page): Promise<FocusReport[]> {
  // On localhost the developer page map mounts after hydration: wait for it, so it is measured too.
  await expect(page.getByRole('button', { name: 'Page Map' })).toBeVisible();
  await page.evaluate(recordUnfocusedStyles);
  const reports: FocusReport[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < 400; step += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement as (Element & { __focusWalkId?: number }) | null;
      if (!element || element === document.body) return 'body';
      element.__focusWalkId ??= Math.random();
      return String(element.__focusWalkId);
    });
    if (id === 'body' || seen.has(id)) break;
    seen.add(id);
    // Colour transitions (transition-colors covers outline-color) settle before the measurement.
    await page.evaluate(() =>
      Promise.all((document.activeElement?.getAnimations() ?? []).map((animation) => animation.finished)),
    );
    const report = await page.evaluate(measureFocusedElement);
    if (report) reports.push(report);
  }
  return reports;
}

function expectVisibleFocus(reports: FocusReport[], minimum: number) {
  expect(reports.length, 'elements reached with Tab').toBeGreaterThanOrEqual(minimum);
  const failures = reports.filter((report) => !report.changed || report.contrast < 3);
  expect(failures, 'focusable elements without a visible 3:1 focus indicator').toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`focus is visible with the keyboard (${theme} theme)`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page);
      // The logo strip stands still, so what is behind each indicator is measured, not a moving frame.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('on the home page, top bar included', async ({ page }) => {
      test.setTimeout(120_000);
      await gotoSettled(page, '/');
      const reports = await walkFocus(page);
      // The call link, the four social profiles and the theme toggle on the blue bar are among them.
      expect(reports.map((report) => report.element)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^button "Theme: /)]),
      );
      expectVisibleFocus(reports, 60);
    });

    test('on the claim form', async ({ page }) => {
      test.setTimeout(120_000);
      await gotoSettled(page, '/claims');
      expectVisibleFocus(await walkFocus(page), 30);
    });

    test('on a results page', async ({ page, request }) => {
      test.setTimeout(120_000);
      const assessmentId = await createAssessment(request);
      await page.goto(`/results/${assessmentId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
      expectVisibleFocus(await walkFocus(page), 30);
    });
  });
}
