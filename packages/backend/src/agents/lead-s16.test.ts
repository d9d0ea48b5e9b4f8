import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../kb/format.js';
import { askAgent } from '../testing/agents.js';
import { askedFirst } from './shared/lead.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message).text.split('\n')[0] ?? '';

// A statement as long as the knowledge base's (over 300 characters), its main rule first.
const HOLIDAYS =
  "Nel CCNL Prova, ferie: 5 settimane di calendario l'anno per tutti i livelli, pari a 200 ore di orario normale, con un rateo mensile di 16,67 ore per mese lavorato, festivi esclusi e domeniche escluse. " +
  'La malattia interrompe le ferie solo con un ricovero o se dura più di 7 giorni. ' +
  'Le ferie non godute entro diciotto mesi restano dovute ma non si pagano in denaro durante il rapporto.';

describe('the clause a holiday question asks', () => {
  it('keeps the rule first when the question only names the subject', () => {
    const line = askedFirst(HOLIDAYS, 'ferie nel ccnl prova: quanti giorni me ne danno in un anno?');
    expect(line.indexOf('5 settimane')).toBeLessThan(line.indexOf('malattia'));
  });

  it('still moves the clause a question asks by its own words', () => {
    const line = askedFirst(HOLIDAYS, 'se prendo la malattia mentre sono in ferie, si interrompono?');
    expect(line.indexOf('malattia')).toBeLessThan(line.indexOf('5 settimane'));
  });

  it('does not take the agreement named in the question for a clause dated by the agreement', () => {
    const line = askedFirst(
      "Nel CCNL Prova, apprendistato: l'apprendistato dura al massimo 36 mesi, con 6 mesi in meno per chi ha un diploma inerente, e si paga in percentuale del livello finale secondo la tabella allegata all'accordo. " +
        'La disciplina, riscritta dopo il CCNL definitivo del 2017, vale per i contratti firmati dal 2018. ' +
        "Il datore deve comunicare il piano formativo individuale all'assunzione e registrare la formazione svolta.",
      "col ccnl prova e il mio contratto d'apprendistato, quanto dura?",
    );
    expect(line).toMatch(/apprendistato: l'apprendistato dura/);
  });

  it('leaves a gap in one piece', () => {
    const gap = `Nel CCNL Prova, mensilità: ${NOT_AVAILABLE} (numero di mensilità non letto: la fonte cita un premio «per 13 mensilità», indizio non sufficiente. Cercato di nuovo il 22 novembre 2026: nessuna pagina sulla tredicesima o sulla quattordicesima in questo contratto, né nelle circolari delle parti firmatarie).`;
    expect(askedFirst(gap, 'la quattordicesima spetta? cercato dove?')).toBe(gap);
  });

  it('opens the Edilizia holiday answer with the weeks, not with sickness during holidays', () => {
    const text = opening('main-agent', 'edilizia industria: di quanti giorni sono le ferie annue?');
    expect(text).toMatch(/\*\*4 settimane/);
  });
});
