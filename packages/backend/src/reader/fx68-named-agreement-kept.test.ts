import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { fold } from './text.js';
import { ILL_ON_HOLIDAY } from './topics-rt4.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: '2026-12-01', categories: [] });
const idOf = (name: string) => testKb.agreements.find((c) => c.short_name === name)?.id_categoria;

describe('the agreement the user names stays theirs', () => {
  it('a call centre for an insurer under the Terziario named as the applied contract is the Terziario', () => {
    const req = read(
      'Sono operatore inbound in un call center che lavora per una compagnia assicurativa; il contratto applicato è il terziario Confcommercio, 3° livello. Quanto preavviso devo dare per dimettermi?',
    );
    expect(req.slots.agreements).toEqual([idOf('CCNL Commercio')]);
    expect(req.slots.unknownAgreements).toEqual([]);
  });

  it('the Security and Safety agreement is not the held Vigilanza privata', () => {
    const req = read(
      "L'azienda applica il CCNL Vigilanza, Investigazioni, Security, Safety e Ausiliari alla Sicurezza: qual è il minimo dell'area 2 per il 2026?",
    );
    expect(req.slots.agreements).toEqual([]);
    expect(req.slots.unknownAgreements.join(' ')).toContain('security');
  });

  it('a side cleaning task adds no Multiservizi beside the security agreement named', () => {
    const req = read(
      'Sono addetta alla reception e faccio anche le pulizie per una ditta che applica il CCNL vigilanza privata e servizi fiduciari: in malattia cosa mi pagano?',
    );
    expect(req.slots.agreements).toEqual([idOf('CCNL Vigilanza privata e servizi fiduciari')]);
  });

  it('a carer told in the story adds no domestic work beside the agreement named', () => {
    const req = read(
      'Lavoro in cucina in una trattoria (CCNL Pubblici esercizi FIPE); a casa la badante di mio padre si è licenziata e devo assisterlo io: che permessi ho?',
    );
    expect(req.slots.agreements).toEqual([idOf('CCNL Pubblici esercizi FIPE')]);
  });

  it("a relative's hospital stay beside the holidays asked is no illness on holiday", () => {
    const text = fold(
      'Mio nonno è ricoverato e mia sorella ci lavora come infermiera; prima aveva 25 giorni di ferie. Quanti giorni di ferie prevede il suo contratto?',
    );
    expect(ILL_ON_HOLIDAY.test(text)).toBe(false);
  });
});
