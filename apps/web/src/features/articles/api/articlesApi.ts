// Calls of the blog and help-centre endpoints; the server answers in the Accept-Language language.
import { apiRequest } from '../../../lib/api';

export type ArticleKind = 'blog' | 'help';

/** Blog categories and help categories (seed 000 §3); 'all' is the client-side "no filter". */
export const BLOG_CATEGORIES = ['product', 'email-marketing', 'crm', 'invoicing', 'automation', 'company'] as const;
export const HELP_CATEGORIES = ['getting-started', 'campaigns', 'crm', 'analytics', 'billing', 'security', 'integrations'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  date: string;
  /** Minutes. */
  readTime: number;
  views: number;
  /** Share of "yes" answers to "Was this helpful?", null before the first answer. */
  helpfulPercent: number | null;
  featured: boolean;
  image: string | null;
};

export type Article = ArticleSummary & { body: string };

export type ArticleList = {
  items: ArticleSummary[];
  total: number;
  page: number;
  limit: number;
  categories: { id: string; count: number }[];
  popular: { id: string; slug: string; title: string; views: number }[];
};

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
  const data = await apiRequest<{ article: Article }>(`/site/articles/${kind}/${encodeURIComponent(slug)}`, { token: null });
  return data.article;
}

// voteHelpful records a "Was this helpful?" answer and returns the new share of yes answers.
export function voteHelpful(id: string, helpful: boolean): Promise<{ helpfulPercent: number | null }> {
  return apiRequest<{ helpfulPercent: number | null }>(`/site/articles/${encodeURIComponent(id)}/helpful`, {
    method: 'POST',
    body: { helpful },
    token: null,
  });
}
