import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { NEWS_COPY } from '@/content/news';
import { PAGE_SIZES } from '@/lib/news';
import { NavigatingSizeForm } from './navigating-size-form';

/**
 * The page-size selector: a GET form, so it works without JavaScript (the Apply button shows
 * then); with JavaScript a change navigates at once. A new size always starts at page 1.
 * Rendered on the server: only the form element, which does the navigating, is a client component,
 * so the select's and button's class merging (tailwind-merge) stays out of the page's script.
 */
export function PageSizeForm({ size }: { size: number }) {
  return (
    <NavigatingSizeForm>
      <label htmlFor="news-page-size" className="text-sm text-muted-foreground">
        {NEWS_COPY.pageSizeLabel}
      </label>
      {/* Keyed by the size: after a navigation (Back too) it shows the page's size, not the last choice. */}
      <NativeSelect key={size} id="news-page-size" name="size" defaultValue={String(size)} className="h-9 w-20">
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
    </NavigatingSizeForm>
  );
}
