'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { newsHref, PAGE_SIZES } from '@/lib/news';

/**
 * The page-size selector: a GET form, so it works without JavaScript (the Apply button shows
 * then); with JavaScript a change navigates at once. A new size always starts at page 1. Its
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
  const router = useRouter();
  return (
    <form action={localizedPath('/news', locale)} method="get" className="flex items-center gap-2">
      <label htmlFor="news-page-size" className="text-sm text-muted-foreground">
        {label}
      </label>
      <NativeSelect
        id="news-page-size"
        name="size"
        defaultValue={String(size)}
        className="h-9 w-20"
        onChange={(event) => router.push(newsHref(1, Number(event.target.value), locale))}
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          {apply}
        </Button>
      </noscript>
    </form>
  );
}
