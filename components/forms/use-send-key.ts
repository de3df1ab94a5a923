'use client';

import { useMemo, useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One key per form fill (decision 096): sending again after no answer came back repeats the send, and the server
 * answers it as it answered the first if that one was stored. Any edit, a success or a fresh form makes the next
 * send a new one (`renew`).
 */
export function useSendKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The send's header: this fill's key, made on its first send. */
      headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: (key.current ??= newIdempotencyKey()) }),
      /** The next send is a new one (an edit, a success). */
      renew: () => {
        key.current = null;
      },
    }),
    [],
  );
}
