import { siteTexts } from '@/components/site/site-texts';
import type { Locale } from '@/lib/i18n/locale';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/inline-icons';

/**
 * The theme toggle: a server-rendered button that hydrates nothing (decision 175). The shell
 * script (theme-script.tsx) handles its click (System -> the theme the device is not showing ->
 * the other -> System, stored under localStorage 'theme'), writes the choice into data-theme and
 * the label before the first paint; the icon of the choice shows by CSS from data-theme. The
 * label rendered here is the first visit's on a light device. Without JavaScript the theme
 * follows the device and the button could do nothing: it is not shown (`noscript:`).
 */
export function ThemeToggle({ locale }: { locale: Locale }) {
  const words = siteTexts(locale).shell.theme;
  return (
    <button
      type="button"
      data-theme-toggle=""
      // The shell script writes the visitor's choice into these before React hydrates.
      suppressHydrationWarning
      data-words={[words.theme, words.switchTo, words.light, words.dark, words.system].join('|')}
      aria-label={`${words.theme}: ${words.system}. ${words.switchTo} ${words.dark}`}
      title={`${words.theme}: ${words.system}`}
      className="group inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-white/15 noscript:hidden"
    >
      <SunIcon className="hidden h-4 w-4 group-data-[theme=light]:block" />
      <MoonIcon className="hidden h-4 w-4 group-data-[theme=dark]:block" />
      <MonitorIcon className="h-4 w-4 group-data-[theme=dark]:hidden group-data-[theme=light]:hidden" />
    </button>
  );
}
