import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // No data: URIs: the app runs under a strict CSP.
    assetsInlineLimit: 0,
    // Every supported browser has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
