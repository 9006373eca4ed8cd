// Calls of the blog and help-centre endpoints; the server answers in the Accept-Language language.
import type { ARTICLE_KINDS, PublicSiteAnswer } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export type ArticleList = PublicSiteAnswer<'articles'>;
export type ArticleSummary = ArticleList['items'][number];
export type Article = PublicSiteAnswer<'article'>['article'];
export type HelpfulAnswer = PublicSiteAnswer<'helpful'>;

export type ArticleFilter = { search?: string; category?: string; page?: number; limit?: number };

// fetchArticles lists published articles of one kind, newest first, with category counts and the most read.
export function fetchArticles(kind: ArticleKind, filter: ArticleFilter = {}, signal?: AbortSignal): Promise<ArticleList> {
  const params = new URLSearchParams({ kind, page: String(filter.page ?? 1), limit: String(filter.limit ?? 9) });
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', filter.category);
  return apiRequest<ArticleList>(`/site/articles?${params.toString()}`, { token: null, signal });
}

// fetchArticle reads one article with its body.
export async function fetchArticle(kind: ArticleKind, slug: string): Promise<Article> {
  const data = await apiRequest<PublicSiteAnswer<'article'>>(`/site/articles/${kind}/${encodeURIComponent(slug)}`, { token: null });
  return data.article;
}

// voteHelpful records a "Was this helpful?" answer and returns the new share of yes answers.
export function voteHelpful(id: string, helpful: boolean): Promise<HelpfulAnswer> {
  return apiRequest<HelpfulAnswer>(`/site/articles/${encodeURIComponent(id)}/helpful`, {
    method: 'POST',
    body: { helpful },
    token: null,
  });
}
