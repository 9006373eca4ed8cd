import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../AuthProvider';

// useAuth returns the session; throws when used outside AuthProvider.
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
