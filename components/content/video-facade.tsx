'use client';

import { PlayIcon } from '@/components/ui/inline-icons';
import { useState } from 'react';

/** A configured video loads only when the visitor asks for it: no third-party request before. */
export function VideoFacade({ url, title, playLabel }: { url: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={url}
        title={title}
        className="aspect-video w-full rounded-xl border-0"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full items-center justify-center rounded-xl bg-gradient-to-br from-primary to-slate-900 text-white"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
        <PlayIcon className="h-7 w-7" />
      </span>
      <span className="sr-only">{playLabel}</span>
      <span aria-hidden="true" className="absolute bottom-4 left-4 right-4 text-left text-sm font-semibold">
        {title}
      </span>
    </button>
  );
}
