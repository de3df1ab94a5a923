import { Button } from '@/components/ui/button';
import { NATIVE_SELECT_CLASSES } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { PAGE_SIZES } from '@/lib/news';
import { NavigatingSizeForm } from './navigating-size-form';

/**
 * The page-size selector: a GET form, so it works without JavaScript (the Apply button shows
 * then); with JavaScript a change navigates at once. A new size always starts at page 1.
 * Rendered on the server: only the form element, which does the navigating, is a client component,
 * so the select's and button's class merging (tailwind-merge) stays out of the page's script. Its
 * words come from the server page, in the page's language.
 */
export function PageSizeForm({
  size,
  locale,
  label,
  apply,
}: {
  size: number;
  locale: Locale;
  label: string;
  apply: string;
}) {
  return (
    <NavigatingSizeForm action={localizedPath('/news', locale)} locale={locale}>
      <label htmlFor="news-page-size" className="text-sm text-muted-foreground">
        {label}
      </label>
      {/* Keyed by the size: after a navigation (Back too) it shows the page's size, not the last choice. */}
      {/* NativeSelect's classes merged with a shorter, narrower box: merged here, on the server, since the
          primitive adds a caller's classes without merging (components/ui/join-classes.ts). */}
      <select
        key={size}
        id="news-page-size"
        name="size"
        defaultValue={String(size)}
        className={cn(NATIVE_SELECT_CLASSES, 'h-9 w-20')}
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          {apply}
        </Button>
      </noscript>
    </NavigatingSizeForm>
  );
}
