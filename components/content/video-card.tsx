import { Video } from 'lucide-react';
import { VideoFacade } from './video-facade';

/**
 * A video slot: with no video configured, an accessible still card (no request at all); with one,
 * a click-to-load facade.
 */
export function VideoCard({ url, title, caption }: { url: string; title: string; caption: string }) {
  return (
    <figure className="space-y-3">
      {url ? (
        <VideoFacade url={url} title={title} />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-gradient-to-br from-blue-800 to-slate-900 p-6 text-center text-white">
          <Video className="h-10 w-10" aria-hidden="true" />
          <p className="text-lg font-semibold">{title}</p>
        </div>
      )}
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
