import { useEffect } from 'react';

const SITE_NAME = 'Ulak';

// usePageMeta sets the document title ("<title> · Ulak") and the meta description of the current page.
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title && title !== SITE_NAME ? `${title} · ${SITE_NAME}` : SITE_NAME;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
