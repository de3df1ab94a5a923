import { VideoFacade } from './video-facade';

/**
 * A video slot: with a video configured, a click-to-load facade; without, a still card with the
 * title as text. The still has no play or video icon and nothing to press: a tile that looks
 * playable and does nothing was reported as broken. No request either way until a click.
 */
export function VideoCard({
  url,
  title,
  caption,
  playLabel = `Play video: ${title}`,
}: {
  url: string;
  title: string;
  caption: string;
  /** The play button's name for screen readers, in the page's language. */
  playLabel?: string;
}) {
  return (
    <figure className="space-y-3">
      {url ? (
        <VideoFacade url={url} title={title} playLabel={playLabel} />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-gradient-to-br from-blue-800 to-slate-900 p-6 text-center text-white">
          <p className="min-w-0 text-2xl font-bold tracking-tight text-balance">{title}</p>
        </div>
      )}
      {/* The caption describes the video ("see how..."): without one it would promise nothing. */}
      {url && <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}
