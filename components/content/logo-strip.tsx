'use client';

import { useEffect, useRef } from 'react';
import type { InsurerLogo } from '@/content/home';

/**
 * The insurer logos fade in once, in 0.2 s steps, when at least 30% of the strip is visible.
 * With reduced motion they are simply shown; without JavaScript the <noscript> style shows them.
 */
export function LogoStrip({ logos }: { logos: readonly InsurerLogo[] }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
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
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <noscript>
        <style>{'.logo-strip > li { opacity: 1 !important; }'}</style>
      </noscript>
    <ul ref={ref} className="logo-strip flex flex-wrap items-center justify-center gap-x-10 gap-y-6 [&[data-state=waiting]>li]:opacity-0 motion-reduce:[&[data-state=waiting]>li]:opacity-100" data-state="waiting">
      {logos.map((logo, index) => (
        <li key={logo.name} className="transition-opacity duration-700 ease-out motion-reduce:transition-none" style={{ transitionDelay: `${index * 0.2}s` }}>
          {/* SVG logos: vector, no responsive sizes needed; explicit dimensions prevent layout shift. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logo.src} alt={logo.name} width={200} height={40} className="h-8 w-auto rounded bg-white px-2 py-1" loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
    </>
  );
}
