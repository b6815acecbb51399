import { useEffect } from 'react';

function setMeta(name: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  const previous = element.content;
  element.content = content;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/** Sets the page title and description while the screen is shown. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restoreDescription = setMeta('description', description);
    return () => {
      document.title = previousTitle;
      restoreDescription();
    };
  }, [title, description]);
}
