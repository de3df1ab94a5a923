'use client';

import { Download, Loader2, Share2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { localizedPath } from '@/lib/i18n/locale';
import { optionsPdfHref } from '@/lib/options-pdf-href';
import type { ResultsState } from '@/lib/results-state';
import { ComparisonPanel } from './comparison-panel';
import { NextSteps } from './next-steps';
import { PlanCard } from './plan-card';
import type { ChartAxes, PricedOption } from './priced-option';
import type { ResultsTexts } from './results-texts';

/**
 * The product specification, section 9: the browser moves on 1.5 s after a confirmed selection.
 * The specification says to /contact; it goes to the confirmation view instead (issue 24, decision
 * 085): reference, plan, premiums, what happens next, the PDF.
 */
export const REDIRECT_AFTER_SELECTION_MS = 1500;

type LoadedData = Omit<Extract<ResultsState, { status: 'loaded' }>, 'status'>;

/**
 * The results screen (the product specification, "Results screen", section 4) with the options
 * the server read for this page (decision 166): no request after the page has loaded, so the
 * options paint with the page. The form shows the loading state while it opens the page; the
 * page itself renders the other states on the server. The visitor compares, selects and confirms
 * a plan here, in the page's language (`texts`, decision 182).
 */
export function ResultsView({
  assessmentId,
  options,
  chartAxes,
  confirmedId: storedConfirmedId,
  exampleRates,
  texts,
}: { assessmentId: number; texts: ResultsTexts } & Omit<LoadedData, 'options'> & {
    options: PricedOption[];
    chartAxes: ChartAxes;
  }) {
  const { locale, view } = texts;
  const router = useRouter();
  // A returning visitor finds the plan they confirmed selected; choosing another and confirming replaces it.
  const [selectedId, setSelectedId] = useState<string | null>(storedConfirmedId);
  const [confirmedId, setConfirmedId] = useState<string | null>(storedConfirmedId);
  const [pending, setPending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hydrated = useHydrated();
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const confirmedPlan = options.find((option) => option.id === confirmedId) ?? null;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Not `disabled`: the button keeps the focus of a keyboard visitor who pressed it, while the
  // choice is sent and after, until the confirmation page opens (a disabled button drops it).
  const cannotConfirm = !selected || pending || selected.id === confirmedId;

  async function confirmSelection() {
    if (!selected || cannotConfirm) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/insurance/select', { assessmentId, insuranceId: selected.id });
      setConfirmedId(selected.id);
      // The router keeps this page as the server last drew it, and the browser's Back button shows
      // that copy: refreshed now, it names the plan just confirmed (Next.js's documented way to
      // invalidate the router's cache).
      router.refresh();
      toast({ title: view.confirmedTitle, description: view.confirmedText });
      redirectTimer.current = setTimeout(
        () => router.push(localizedPath(`/results/${assessmentId}/confirmed`, locale)),
        REDIRECT_AFTER_SELECTION_MS,
      );
    } catch (error) {
      console.error('Failed to save the insurance selection', error);
      toast({ variant: 'destructive', title: view.errorTitle, description: view.errorText });
    } finally {
      setPending(false);
    }
  }

  async function shareResults() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: view.shareTitle, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Share sheet unavailable (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: view.linkCopied, description: view.linkCopiedText });
    } catch {
      toast({ variant: 'destructive', title: view.copyFailed, description: url });
    }
  }

  return (
    // Without JavaScript a plan's button posts this form and confirms that plan (server/insurance/select-plan-form.ts).
    <form action="/api/insurance/select/form" method="post" className="grid gap-10">
      <input type="hidden" name="assessmentId" value={assessmentId} />
      <input type="hidden" name="language" value={locale} />
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{view.heading}</h1>
        <p className="mx-auto mt-3 max-w-3xl text-sm text-muted-foreground">{texts.estimateNotice}</p>
        {exampleRates && (
          <p className="mx-auto mt-2 max-w-3xl text-sm font-medium" data-testid="example-rates-notice">
            {texts.exampleRatesNotice}
          </p>
        )}
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        {options.map((option) => (
          <PlanCard
            key={option.id}
            option={option}
            selected={option.id === selectedId}
            confirmed={option.id === confirmedId}
            onSelect={() => setSelectedId(option.id)}
            texts={texts.planCard}
          />
        ))}
      </div>

      <ComparisonPanel options={options} axes={chartAxes} texts={texts.comparison} />
      <NextSteps texts={texts.nextSteps} />

      <section
        aria-label={view.selectionLabel}
        className="flex flex-col gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center md:justify-between"
      >
        <div aria-live="polite" className="grid gap-1">
          <p className="font-medium" data-testid="selection-summary">
            {selected
              ? fillTemplate(view.selected, {
                  provider: selected.providerName,
                  monthly: selected.prices.monthly,
                })
              : view.selectPrompt}
          </p>
          {confirmedPlan && (
            <p className="text-sm text-muted-foreground" data-testid="confirmed-plan">
              {fillTemplate(view.confirmedPlan, { provider: confirmedPlan.providerName })}
            </p>
          )}
        </div>
        {/* Plain elements with the button's classes (button-variants.ts): no tailwind-merge in the page's script. */}
        <div className="flex flex-wrap gap-3">
          {/* Sharing is the browser's (share sheet, clipboard): shown once the script runs, never as a dead button. */}
          {hydrated ? (
            <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={shareResults}>
              <Share2 aria-hidden="true" />
              {view.share}
            </button>
          ) : null}
          {/* The plan selected on the page (an option id, nothing personal) is marked in the PDF,
              confirmed or not. */}
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={optionsPdfHref(assessmentId, {
              plan: selected && selected.id !== confirmedId ? selected.id : null,
              locale,
            })}
            download={`insurance-options-${assessmentId}.pdf`}
          >
            <Download aria-hidden="true" />
            {view.pdf}
          </a>
          <button
            type="button"
            className={buttonVariants()}
            onClick={confirmSelection}
            aria-disabled={cannotConfirm || undefined}
            aria-busy={pending || undefined}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" data-testid="confirm-spinner" />}
            {view.confirm}
          </button>
        </div>
      </section>
    </form>
  );
}
