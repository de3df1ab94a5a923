'use client';

import { createContext, useCallback, useContext } from 'react';
import { localizeMessage, type MessageCatalogue } from '@/lib/i18n/messages';

export type { MessageCatalogue } from '@/lib/i18n/messages';

const MessagesContext = createContext<MessageCatalogue | null>(null);

/** Set by FormMessages (a server component) around a Spanish page's form. */
export function MessagesProvider({ messages, children }: { messages: MessageCatalogue; children: React.ReactNode }) {
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}

/**
 * How a form shows a message its schema or the server produced (always the specification's
 * English): in the page's language. English pages have no catalogue and show it as it is.
 */
export function useLocalizeMessage(): (message: string) => string {
  const messages = useContext(MessagesContext);
  // Stable per catalogue, so hooks that depend on it do not rerun on every render.
  return useCallback((message: string) => localizeMessage(message, messages), [messages]);
}
