import { useContext } from 'react';
import { ChatContext, type ChatContextValue } from '../ChatProvider';

// useChat returns the live-chat state, or null outside the public site (where there is no widget).
export function useChat(): ChatContextValue | null {
  return useContext(ChatContext);
}
