import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxEvent } from '@ulak/shared/inbox';
import { fetchStreamToken } from '../api/inboxApi';
import { conversationsQueryKeyRoot, threadQueryKey } from './inboxQueryKeys';

export type Typing = Record<string, { who: 'visitor' | 'agent'; until: number }>;

/** A typing indicator goes out by itself if no "stopped" event comes. */
const TYPING_TTL_MS = 6000;

// useInboxStream keeps the inbox live over server-sent events (no polling): new messages, conversation changes and
// unread counts refresh the cached queries, typing events feed the indicator. It reconnects with a fresh token.
export function useInboxStream() {
  const qc = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [typing, setTyping] = useState<Typing>({});
  const stopped = useRef(false);

  useEffect(() => {
    stopped.current = false;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (e: InboxEvent) => {
      if (e.type === 'typing') {
        setTyping((prev) => {
          const next = { ...prev };
          if (e.typing) next[e.conversationId] = { who: e.who, until: Date.now() + TYPING_TTL_MS };
          else delete next[e.conversationId];
          return next;
        });
        return;
      }
      void qc.invalidateQueries({ queryKey: conversationsQueryKeyRoot });
      if (e.type === 'message' || e.type === 'conversation') {
        void qc.invalidateQueries({ queryKey: threadQueryKey(e.conversation.id) });
        if (e.type === 'message')
          setTyping((prev) => {
            const next = { ...prev };
            delete next[e.conversation.id];
            return next;
          });
      }
    };
    const connect = async () => {
      try {
        const { token } = await fetchStreamToken();
        if (stopped.current) return;
        source = new EventSource(`/api/inbox/stream?token=${encodeURIComponent(token)}`);
        source.onopen = () => {
          setConnected(true);
          // anything that arrived while disconnected
          void qc.invalidateQueries({ queryKey: conversationsQueryKeyRoot });
        };
        source.onmessage = (m) => {
          try {
            onEvent(JSON.parse(m.data) as InboxEvent);
          } catch {
            // a malformed event is ignored
          }
        };
        // the token only opens the stream: after a drop, reconnect with a new one
        source.onerror = () => {
          setConnected(false);
          source?.close();
          if (!stopped.current) retry = setTimeout(() => void connect(), 2000);
        };
      } catch {
        setConnected(false);
        if (!stopped.current) retry = setTimeout(() => void connect(), 5000);
      }
    };
    void connect();
    const sweep = setInterval(() => {
      setTyping((prev) => {
        const now = Date.now();
        const live = Object.entries(prev).filter(([, v]) => v.until > now);
        return live.length === Object.keys(prev).length ? prev : Object.fromEntries(live);
      });
    }, 1000);
    return () => {
      stopped.current = true;
      clearTimeout(retry);
      clearInterval(sweep);
      source?.close();
    };
  }, [qc]);

  return { connected, typing };
}
