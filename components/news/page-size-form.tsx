'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { NEWS_COPY } from '@/content/news';
import { newsHref, PAGE_SIZES } from '@/lib/news';

/**
 * The page-size selector: a GET form, so it works without JavaScript (the Apply button shows
 * then); with JavaScript a change navigates at once. A new size always starts at page 1.
 */
export function PageSizeForm({ size }: { size: number }) {
  const router = useRouter();
  return (
    <form action="/news" method="get" className="flex items-center gap-2">
      <label htmlFor="news-page-size" className="text-sm text-muted-foreground">
        {NEWS_COPY.pageSizeLabel}
      </label>
      <NativeSelect
        id="news-page-size"
        name="size"
        defaultValue={String(size)}
        className="h-9 w-20"
        onChange={(event) => router.push(newsHref(1, Number(event.target.value)))}
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          Apply
        </Button>
      </noscript>
    </form>
  );
}
