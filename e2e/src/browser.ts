import { mkdir } from 'node:fs/promises';
import { chromiumLaunchOptions } from '@ccnl/core/testing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { RESULTS_DIR } from './paths.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
  url: string;
}

/**
 * Records every console error, uncaught page error and CSP violation of a page. CSP violations are also
 * reported from inside the page, so that one the console might word differently is never missed.
 */
export async function watchProblems(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string, url: string) => {
    problems.push({ kind: 'csp', text, url });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string, url: string) => void })
        .__reportCspViolation;
      const where = event.sourceFile
        ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
        : '';
      void report(`${event.violatedDirective} blocked ${event.blockedURI}${where}`, event.documentURI);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ kind: 'console', text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.message, url: page.url() });
  });
  return problems;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: `${RESULTS_DIR}/${name}.png`, fullPage: true });
}
