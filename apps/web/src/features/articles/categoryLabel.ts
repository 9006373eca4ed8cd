import type { TFunction } from 'i18next';
import { BLOG_CATEGORIES, HELP_CATEGORIES } from '@ulak/shared/site';
import type { ArticleKind } from './api/articlesApi';

// categoryLabel translates a blog or help category id; an unknown id is shown as it is.
export function categoryLabel(t: TFunction, kind: ArticleKind, id: string): string {
  if (kind === 'blog') {
    const known = BLOG_CATEGORIES.find((c) => c === id);
    return known ? t(`blog.categories.${known}`) : id;
  }
  const known = HELP_CATEGORIES.find((c) => c === id);
  return known ? t(`help.categories.${known}`) : id;
}
