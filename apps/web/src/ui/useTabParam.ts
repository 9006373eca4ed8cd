import { useSearchParams } from 'react-router';

// useTabParam reads a page's selected tab from ?tab= (the first key when it is missing or unknown). select moves to a
// tab, leaving ?tab= out for the first one, and may set other parameters with it.
export function useTabParam<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const first = keys[0];
  const value = params.get('tab');
  const active = keys.find((key) => key === value) ?? first;
  const select = (next: K, extra: Record<string, string> = {}) => setParams({ ...(next === first ? {} : { tab: next }), ...extra });
  return [active, select] as const;
}
