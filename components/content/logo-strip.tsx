'use client';

import { useEffect, useRef } from 'react';
import type { InsurerLogo } from '@/content/home';

/**
 * The insurer logos fade in once, in 0.2 s steps, when at least 30% of the strip is visible, and
 * then scroll sideways (the spec's "scrolling strip"). The scrolling is CSS only (globals.css,
 * .logo-marquee): the list is drawn twice and moved by half its width, so it loops without a
 * seam; the second copy is hidden from assistive technology. It stops on hover, on keyboard focus
 * and with the "Pause" checkbox (WCAG 2.2.2), and never moves for visitors who prefer reduced
 * motion, who see the five logos once, still. Without JavaScript the <noscript> style shows them.
 */
export function LogoStrip({ logos, pauseLabel }: { logos: readonly InsurerLogo[]; pauseLabel: string }) {
  const ref = useRef<HTMLUListElement>(null);
  // The visible window is observed, not the list: the list is twice as wide as the screen and
  // moving, so on a phone never 30% of it would be visible at once.
  const windowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = ref.current;
    const visibleWindow = windowRef.current;
    if (!strip || !visibleWindow) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      strip.dataset.state = 'shown';
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          strip.dataset.state = 'shown';
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(visibleWindow);
    return () => observer.disconnect();
  }, []);
  const copies = [logos, logos] as const;
  return (
    <div className="logo-marquee-frame flex flex-col items-center">
      <noscript>
        <style>{'.logo-strip > li { opacity: 1 !important; }'}</style>
      </noscript>
      <div ref={windowRef} className="logo-marquee-window w-full">
        <ul
          ref={ref}
          className="logo-strip logo-marquee flex w-max items-center [&[data-state=waiting]>li]:opacity-0 motion-reduce:[&[data-state=waiting]>li]:opacity-100"
          data-state="waiting"
        >
          {copies.map((copy, copyIndex) =>
            copy.map((logo, index) => (
              <li
                key={`${copyIndex}-${logo.name}`}
                aria-hidden={copyIndex === 1 ? true : undefined}
                data-copy={copyIndex === 1 ? 'repeat' : undefined}
                className="shrink-0 pr-8 transition-opacity duration-700 ease-out motion-reduce:transition-none md:pr-12"
                style={{ transitionDelay: `${index * 0.2}s` }}
              >
                {/* SVG logos: vector, no responsive sizes needed; explicit dimensions prevent layout shift. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={logo.src}
                  alt={copyIndex === 1 ? '' : logo.name}
                  width={240}
                  height={48}
                  className="h-12 w-auto rounded-md bg-white px-2 py-1"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            )),
          )}
        </ul>
      </div>
      <label className="logo-marquee-control mt-4 inline-flex cursor-pointer items-center gap-2 text-sm text-muted-foreground">
        <input type="checkbox" className="logo-marquee-pause h-4 w-4 accent-primary" />
        {pauseLabel}
      </label>
    </div>
  );
}
