import { serverTexts } from '@ccnl/core';
import { redactUrl } from '@ccnl/storage';
import { ZodError } from 'zod';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { WebDistMissingError } from './routes/web.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    fail(serverTexts.startup.badConfig(details));
  }
  throw error;
}

const app = await createApp(config).catch((error: unknown) => {
  if (error instanceof WebDistMissingError) fail(error.message);
  const { databaseUrl } = config.credit;
  if (databaseUrl) {
    // The password stays out of the message; the driver's code says what went wrong.
    const code = (error as { code?: unknown }).code;
    const detail = `${typeof code === 'string' ? `${code} ` : ''}${(error as Error).message}`;
    fail(serverTexts.startup.databaseUnreachable(redactUrl(databaseUrl), detail));
  }
  throw error;
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(serverTexts.startup.portInUse(config.port));
  }
  throw error;
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(serverTexts.startup.listening(`http://${config.host}:${port}`, config.backendUrl));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
