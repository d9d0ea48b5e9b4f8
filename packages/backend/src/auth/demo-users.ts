import { serverTexts, TIERS } from '@ccnl/core';
import type { UserRecord } from '../db/database.js';

interface DemoUser extends UserRecord {
  /** Shown on the login panel's button, after the ticket. */
  label: string;
}

/**
 * The sign-in tickets the local SSO stand-in accepts, one per access case of spec §4. Seeded on every start:
 * profiles and roles follow this list, a credit already stored is kept.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'u-demo-full',
    ticket: 'demo-full',
    label: serverTexts.demo.labels['demo-full'],
    name: 'Giulia Rossi',
    email: 'giulia.rossi@example.it',
    crmid: 'CRM-100001',
    customerType: 'CLIENTE',
    roles: [{ pos: TIERS.full }],
    credit: 0,
  },
  {
    id: 'u-demo-prova',
    ticket: 'demo-prova',
    label: serverTexts.demo.labels['demo-prova'],
    name: 'Marco Bianchi',
    email: 'marco.bianchi@example.it',
    crmid: 'CRM-100002',
    customerType: 'CLIENTE',
    roles: [{ pos: TIERS.demo }],
    credit: 0,
  },
  {
    id: 'u-demo-base',
    ticket: 'demo-base',
    label: serverTexts.demo.labels['demo-base'],
    name: 'Laura Esposito',
    email: 'laura.esposito@example.it',
    crmid: 'CRM-100003',
    customerType: 'CLIENTE',
    roles: [{ pos: TIERS.base }],
    credit: 0,
  },
  {
    id: 'u-demo-iterazioni',
    ticket: 'demo-iterazioni',
    label: serverTexts.demo.labels['demo-iterazioni'],
    name: 'Paolo Ferrari',
    email: 'paolo.ferrari@example.it',
    crmid: 'CRM-100004',
    customerType: 'CLIENTE',
    roles: [{ pos: TIERS.metered }],
    credit: 5,
  },
  {
    id: 'u-demo-esaurito',
    ticket: 'demo-esaurito',
    label: serverTexts.demo.labels['demo-esaurito'],
    name: 'Sara Romano',
    email: 'sara.romano@example.it',
    crmid: 'CRM-100005',
    customerType: 'CLIENTE',
    roles: [{ pos: TIERS.metered }],
    credit: 0,
  },
  {
    id: 'u-demo-senza-accesso',
    ticket: 'demo-senza-accesso',
    label: serverTexts.demo.labels['demo-senza-accesso'],
    name: 'Luca Colombo',
    email: 'luca.colombo@example.it',
    crmid: 'CRM-100006',
    customerType: 'CLIENTE',
    // A role of another product: signed in, but no tier of this one.
    roles: [{ pos: 'BASEALTROPRODOTTO' }],
    credit: 0,
  },
];
