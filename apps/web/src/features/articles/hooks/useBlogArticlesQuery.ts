import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../language/hooks/useLanguage';
import { fetchArticles } from '../api/articlesApi';

export const BLOG_PAGE_SIZE = 9;

export const blogArticlesQueryKey = (language: string, search: string, category: string | null) =>
  ['articles', 'blog', language, { search, category }] as const;

// useBlogArticlesQuery pages through blog posts; 'load more' appends the next page.
export function useBlogArticlesQuery(search: string, category: string | null) {
  const { language } = useLanguage();
  return useInfiniteQuery({
    queryKey: blogArticlesQueryKey(language, search, category),
    queryFn: ({ pageParam, signal }) => fetchArticles('blog', { search, category: category ?? undefined, page: pageParam, limit: BLOG_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
  });
}
