// Holds the live-chat widget's state (closed, open, minimised) and the visitor token, for the whole public site.
import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { readChatToken, storeChatToken } from './chatStorage';

export type ChatWindowState = 'closed' | 'open' | 'minimised';

export type ChatContextValue = {
  state: ChatWindowState;
  open: () => void;
  minimise: () => void;
  close: () => void;
  visitorToken: string | null;
  setVisitorToken: (token: string | null) => void;
  /** Whether the client-side greeting has been shown in this visit. */
  greeted: boolean;
  markGreeted: () => void;
};

export const ChatContext = createContext<ChatContextValue | null>(null);

// ChatProvider makes the chat state available to the launcher, the window and any "live chat" button.
export function ChatProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ChatWindowState>('closed');
  const [visitorToken, setToken] = useState<string | null>(readChatToken);
  const [greeted, setGreeted] = useState(false);

  const setVisitorToken = useCallback((token: string | null) => {
    storeChatToken(token);
    setToken(token);
  }, []);
  const open = useCallback(() => setState('open'), []);
  const minimise = useCallback(() => setState('minimised'), []);
  const close = useCallback(() => setState('closed'), []);
  const markGreeted = useCallback(() => setGreeted(true), []);

  const value = useMemo(
    () => ({ state, open, minimise, close, visitorToken, setVisitorToken, greeted, markGreeted }),
    [state, open, minimise, close, visitorToken, setVisitorToken, greeted, markGreeted],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
