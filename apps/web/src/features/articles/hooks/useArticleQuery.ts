import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../language/hooks/useLanguage';
import { fetchArticle, type ArticleKind } from '../api/articlesApi';

export const articleQueryKey = (kind: ArticleKind, slug: string, language: string) => ['articles', kind, 'one', slug, language] as const;

// useArticleQuery loads one blog post or help article in the interface language.
export function useArticleQuery(kind: ArticleKind, slug: string) {
  const { language } = useLanguage();
  return useQuery({ queryKey: articleQueryKey(kind, slug, language), queryFn: () => fetchArticle(kind, slug) });
}
