import { useEffect } from 'react';
import { ui } from '../strings.js';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${ui.appName}` : ui.appName;
  }, [title]);
}
