import { uiTexts as ui } from '@ccnl/core';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${ui.appName}` : ui.appName;
  }, [title]);
}
