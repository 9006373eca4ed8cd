import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../language/hooks/useLanguage';
import { fetchArticles } from '../api/articlesApi';

export const HELP_PAGE_SIZE = 50;

export const helpArticlesQueryKey = (language: string, search: string, category: string | null) =>
  ['articles', 'help', language, { search, category }] as const;

// useHelpArticlesQuery lists help articles matching the search and category.
export function useHelpArticlesQuery(search: string, category: string | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: helpArticlesQueryKey(language, search, category),
    queryFn: ({ signal }) => fetchArticles('help', { search, category: category ?? undefined, limit: HELP_PAGE_SIZE }, signal),
    placeholderData: (previous) => previous,
  });
}
