'use client';

import { Download, Loader2, Share2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ESTIMATE_NOTICE, EXAMPLE_RATES_NOTICE } from '@/content/home-insurance-rates';
import { apiRequest } from '@/lib/api-client';
import { formatUsd } from '@/lib/currency';
import type { ResultsState } from '@/lib/results-state';
import { ComparisonPanel } from './comparison-panel';
import { NextSteps } from './next-steps';
import { PlanCard } from './plan-card';
import { ResultsError, ResultsNoCarrier, ResultsUnknown } from './results-states';

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
 * options paint with the page. The loading state is the route's loading UI (shown while a
 * client-side navigation fetches the page); the visitor compares, selects and confirms a plan here.
 */
export function ResultsView({ assessmentId, state }: { assessmentId: number; state: ResultsState }) {
  if (state.status === 'error') return <ResultsError />;
  if (state.status === 'unknown') return <ResultsUnknown />;
  if (state.status === 'no-carrier') return <ResultsNoCarrier stateName={state.stateName} />;
  return <LoadedResults assessmentId={assessmentId} {...state} />;
}

function LoadedResults({
  assessmentId,
  options,
  confirmedId: storedConfirmedId,
  exampleRates,
}: { assessmentId: number } & LoadedData) {
  const router = useRouter();
  // A returning visitor finds the plan they confirmed selected; choosing another and confirming replaces it.
  const [selectedId, setSelectedId] = useState<string | null>(storedConfirmedId);
  const [confirmedId, setConfirmedId] = useState<string | null>(storedConfirmedId);
  const [pending, setPending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const confirmedPlan = options.find((option) => option.id === confirmedId) ?? null;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function confirmSelection() {
    if (!selected) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/insurance/select', { assessmentId, insuranceId: selected.id });
      setConfirmedId(selected.id);
      toast({
        title: 'Selection confirmed',
        description: 'An agent will contact you shortly with more details about your selected insurance plan.',
      });
      redirectTimer.current = setTimeout(
        () => router.push(`/results/${assessmentId}/confirmed`),
        REDIRECT_AFTER_SELECTION_MS,
      );
    } catch (error) {
      console.error('Failed to save the insurance selection', error);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'There was a problem saving your selection. Please try again.',
      });
    } finally {
      setPending(false);
    }
  }

  async function shareResults() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'My home-insurance options', url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Share sheet unavailable (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to your results is on your clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
    }
  }

  return (
    <div className="grid gap-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your Personalized Insurance Options</h1>
        <p className="mx-auto mt-3 max-w-3xl text-sm text-muted-foreground">{ESTIMATE_NOTICE}</p>
        {exampleRates && (
          <p className="mx-auto mt-2 max-w-3xl text-sm font-medium" data-testid="example-rates-notice">
            {EXAMPLE_RATES_NOTICE}
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
          />
        ))}
      </div>

      <ComparisonPanel options={options} />
      <NextSteps />

      <section
        aria-label="Your selection"
        className="flex flex-col gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center md:justify-between"
      >
        <div aria-live="polite" className="grid gap-1">
          <p className="font-medium" data-testid="selection-summary">
            {selected ? (
              <>
                {selected.providerName} selected: {formatUsd(selected.monthlyPremium)}/mo
              </>
            ) : (
              'Please select an insurance plan to continue.'
            )}
          </p>
          {confirmedPlan && (
            <p className="text-sm text-muted-foreground" data-testid="confirmed-plan">
              Your confirmed plan: {confirmedPlan.providerName}. An agent will contact you shortly.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={shareResults}>
            <Share2 aria-hidden="true" />
            Share Results
          </Button>
          <Button asChild variant="outline">
            {/* The plan selected on the page (an option id, nothing personal) is marked in the PDF,
                confirmed or not. */}
            <a
              href={`/api/insurance/options/${assessmentId}/pdf${selected && selected.id !== confirmedId ? `?plan=${encodeURIComponent(selected.id)}` : ''}`}
              download={`insurance-options-${assessmentId}.pdf`}
            >
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          <Button
            type="button"
            onClick={confirmSelection}
            disabled={!selected || pending || selected.id === confirmedId}
            aria-busy={pending || undefined}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" data-testid="confirm-spinner" />}
            Confirm Selection
          </Button>
        </div>
      </section>
    </div>
  );
}
