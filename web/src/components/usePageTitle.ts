import { useEffect } from 'react';

/** Sets the browser tab title for a screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes('IdeaScope') ? title : `${title} · IdeaScope`;
  }, [title]);
}
