import { useEffect } from 'react';

type MetaKey = { name: string } | { property: string };

function setMeta(key: MetaKey, content: string): () => void {
  const [attribute, value] = 'name' in key ? ['name', key.name] : ['property', key.property];
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, value);
    document.head.appendChild(element);
  }
  const previous = element.content;
  element.content = content;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/** What a page may add to its title and description for search engines and link previews. */
export interface SocialMeta {
  keywords?: readonly string[];
  /**
   * The page's own path; its absolute address, for social previews, is taken where the page is
   * shown (a server render has no window).
   */
  path?: string;
}

/**
 * Sets the page title and description while the screen is shown; with `social`, also the
 * keywords and the Open Graph and Twitter title, description and address.
 */
export function useDocumentMeta(title: string, description: string, social?: SocialMeta): void {
  const keywords = social?.keywords?.join(', ');
  const path = social?.path;
  const withSocial = social !== undefined;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = [setMeta({ name: 'description' }, description)];
    if (withSocial) {
      restore.push(
        setMeta({ property: 'og:title' }, title),
        setMeta({ property: 'og:description' }, description),
        setMeta({ name: 'twitter:title' }, title),
        setMeta({ name: 'twitter:description' }, description),
      );
      if (keywords) restore.push(setMeta({ name: 'keywords' }, keywords));
      if (path) {
        restore.push(setMeta({ property: 'og:url' }, new URL(path, window.location.origin).href));
      }
    }
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, keywords, path, withSocial]);
}
