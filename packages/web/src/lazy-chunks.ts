import { loadChunk } from './deploy/chunk-reload.js';

/**
 * The app's lazy chunks, loaded on first use (or prefetched when idle on a good connection). Each failed
 * load reloads the page once per path (core's chunk-reload guard).
 */
/** The signed-in chat: requested at start, while sign-in runs, so that it is there when needed. */
export const loadChatView = () => loadChunk(() => import('./components/ChatView.js'));
export const loadMarkdownView = () => loadChunk(() => import('./markdown/MarkdownView.js'));
export const loadPickerDialog = () => loadChunk(() => import('./components/PickerDialog.js'));
export const loadUploadPane = () => loadChunk(() => import('./components/UploadPane.js'));
/** docx is heavy: loaded when an export is asked for (or hovered), never prefetched on idle. */
export const loadExport = () => loadChunk(() => import('@ccnl/core/export'));

export const loadCookiePage = () => loadChunk(() => import('./components/CookiePage.js'));
export const loadVideoTutorialPage = () => loadChunk(() => import('./components/VideoTutorialPage.js'));

export const idlePrefetch = [loadMarkdownView, loadPickerDialog, loadUploadPane] as const;
