/** How every browser test starts Debian's Chromium on this kind of machine (no network beyond 127.0.0.1). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for playwright-core's `chromium.launch`. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...CHROMIUM_ARGS] };
}
