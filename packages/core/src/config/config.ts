import { z } from '../zod.js';

/** Tier role names, by priority (spec §4). */
export const TIER_ROLES = [
  'FULLCCNLPIU-IA',
  'DemoCCNLPIU-IA',
  'BASECCNLPIU-IA',
  'IterazioniCCNLPIU-IA',
] as const;

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
      uploadTypes: z.array(z.string()).default(['.pdf', '.docx', '.txt']),
      uploadLimit: z.number().int().positive().default(3),
      MAX_FILE_SIZE: z.number().positive().default(10),
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
