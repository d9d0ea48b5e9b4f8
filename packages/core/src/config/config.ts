import { TIER_ROLES } from '../rules/tiers.js';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB, UPLOAD_TYPES } from '../rules/upload.js';
import { z } from '../zod.js';

const url = z.string().url();

/**
 * The clients' configuration (spec §3 "Configuration", plus URLs and credit settings).
 * Defaults point at the embedded backend of `pnpm start`.
 */
export const configSchema = z.object({
  // The product server forwards (and meters) the assistant API: the clients' one origin.
  apiUrl: url.default('http://127.0.0.1:3000/api/assistente/'),
  creditUrl: url.default('http://127.0.0.1:3000/'),
  gqlEndpoint: url.default('http://127.0.0.1:8787/graphql'),
  upload: z
    .object({
      uploadTypes: z.array(z.string()).default([...UPLOAD_TYPES]),
      uploadLimit: z.number().int().positive().default(UPLOAD_MAX_FILES),
      MAX_FILE_SIZE: z.number().positive().default(UPLOAD_MAX_MB),
    })
    .prefault({}),
  agents: z
    .object({
      INQUADRA: z.string().default('inquadra'),
      CONFRONTA: z.string().default('confronta'),
      CALCOLO: z.string().default('calcolo'),
      MAIN: z.string().default('main-agent'),
    })
    .prefault({}),
  provisioning: z
    .object({
      roles: z.array(z.string()).default([...TIER_ROLES]),
      hfurl: url.default('http://127.0.0.1:8787/login-script.js'),
      sitename: z.string().default('assistente-ccnl'),
      prodgroup: z.string().default('CCNLPIU'),
      filtergroup: z.string().default('CCNLPIU-IA'),
    })
    .prefault({}),
  firewall: z
    .object({
      header: z.string().default('x-firewall-pass'),
      key: z.string().default('ccnl-local-firewall-pass'),
    })
    .prefault({}),
  credit: z
    .object({
      quantity: z.number().int().positive().default(1),
      measurementUnit: z.string().default('ITERAZIONI'),
      productId: z.string().default('CCNL-IA-ITERAZIONI'),
      customerType: z.string().default('CLIENTE'),
    })
    .prefault({}),
  salesFormUrl: url.default('https://www.example.com/contatta-un-agente'),
  videoTutorialUrl: z.string().default(''),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export function resolveConfig(input: ConfigInput = {}): Config {
  return configSchema.parse(input);
}

/** Product id sent with every sign-in (spec §7, fixed). */
export const LOGIN_PRODUCT_ID = 20;
