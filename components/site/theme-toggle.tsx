'use client';

import { useEffect, useState } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/inline-icons';
import { THEME_STORAGE_KEY } from './theme-script';

const THEMES = ['light', 'dark', 'system'] as const;
type Theme = (typeof THEMES)[number];
const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}

/** Cycles light -> dark -> system; the choice is stored under localStorage 'theme'. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>('light');

  useEffect(() => {
    // Sync with what the inline theme script already applied before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTheme(readTheme());
  }, []);

  useEffect(() => {
    if (theme !== 'system') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'light';
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
