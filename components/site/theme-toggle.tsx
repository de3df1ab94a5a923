'use client';

import { useEffect, useState } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/inline-icons';
import { THEME_STORAGE_KEY } from './theme-script';

const THEMES = ['light', 'dark', 'system'] as const;
type Theme = (typeof THEMES)[number];
const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the visitor chose; 'system' (follow the device) until they choose (decision 007). */
function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The next choice: from System, first the theme the device is not showing, so the first press
 * always changes what the visitor sees; then the other one; then back to System.
 */
function nextTheme(theme: Theme, systemDark: boolean): Theme {
  const other: Theme = systemDark ? 'light' : 'dark';
  const same: Theme = systemDark ? 'dark' : 'light';
  return theme === 'system' ? other : theme === other ? same : 'system';
}

function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}

/**
 * Cycles System -> the theme the device is not showing -> the other -> System; the choice is stored under localStorage
 * 'theme'.
 */
export function ThemeToggle() {
  // The server and the first render agree on these (no hydration mismatch); the effect reads the browser.
  const [theme, setTheme] = useState<Theme>('system');
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    // Sync with what the inline theme script already applied before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTheme(readTheme());
    const query = matchMedia(DARK_QUERY);
    setSystemDark(query.matches);
    const follow = () => {
      setSystemDark(query.matches);
      if (readTheme() === 'system') applyTheme('system');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const next = nextTheme(theme, systemDark);
  const Icon = ICONS[theme];
  return (
    <button
      type="button"
      onClick={() => {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Private mode without storage: the theme still changes for this page view.
        }
        applyTheme(next);
        setTheme(next);
      }}
      aria-label={`Theme: ${LABELS[theme]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[theme]}`}
      className="inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-white/15"
    >
      <Icon className="h-4 w-4" />
    </button>
  );
}
