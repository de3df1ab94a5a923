import { DEFAULT_AUTHOR_NAME, type PublicComment } from '@/lib/fields/comment';

/**
 * An article's published comments, newest first: the list the script loads (comments-section.tsx)
 * and the one the server renders for a browser without JavaScript (comment-thread.tsx). `dateOf`
 * writes a comment's time: in the visitor's zone in the browser, in the agency's on the server.
 */
export function CommentList({
  comments,
  anonymous,
  dateOf,
  elementIdOf,
}: {
  comments: PublicComment[];
  anonymous: string;
  dateOf: (iso: string) => string;
  /** The script's list: each comment can take the focus (after its poster sent it). */
  elementIdOf?: (id: string) => string;
}) {
  return (
    <ul className="space-y-4">
      {comments.map((comment) => (
        <li
          key={comment.id}
          id={elementIdOf?.(comment.id)}
          tabIndex={elementIdOf ? -1 : undefined}
          className="scroll-mt-32 rounded-lg bg-muted/50 p-4"
        >
          <p className="text-sm">
            <span className="font-semibold">
              {comment.authorName === DEFAULT_AUTHOR_NAME ? anonymous : comment.authorName}
            </span>
            <span className="text-muted-foreground">
              {' · '}
              <time dateTime={comment.createdAt}>{dateOf(comment.createdAt)}</time>
            </span>
          </p>
          {/* Plain text: React escapes it; line breaks are kept by CSS. */}
          <p className="mt-2 text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        </li>
      ))}
    </ul>
  );
}
