import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's text, citation marks dropped. */
const answer = (
  agent: string,
  message: string,
  history: string[] = [],
  upload?: { name: string; text: string },
) =>
  askAgent(agent, message, {
    history,
    documents: upload ? [{ fileId: 'f', fileName: upload.name, text: upload.text }] : [],
  }).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

const contract = (pay: string, hours: number) => ({
  name: 'contratto_colf.txt',
  text: `CONTRATTO DI LAVORO DOMESTICO\nDatore di lavoro: Marini Paolo, Padova\nLavoratrice: Popescu Ioana\nCCNL Lavoro domestico (Fidaldo/Domina)\nTipo: tempo indeterminato, non convivente\nLivello: B (collaboratrice generica polifunzionale)\nOrario: ${hours} ore settimanali\nRetribuzione: euro ${pay} lordi l'ora\nDecorrenza: 01/10/2026\n`,
});

describe('a net hourly pay wanted for a household worker (fixs30c)', () => {
  it('adds the worker’s INPS share of the band the gross falls in', () => {
    const text = answer(
      'calcolo',
      "Lavoro domestico, anno 2026: colf non convivente, 20 ore settimanali, tempo indeterminato. Desidero che percepisca 10,00 € netti all'ora. Quale paga oraria lorda devo indicare nel contratto?",
    );
    expect(opening(text)).toMatch(/\*\*10,48 €\*\*/);
    expect(opening(text)).toMatch(/0,48 €/);
    expect(text).not.toMatch(/divisore/i);
  });

  it('moves to the next band when the first band’s gross falls outside it', () => {
    const text = answer('calcolo', "voglio dare alla badante 9 euro netti l'ora, quanto devo mettere lordo?");
    expect(opening(text)).toMatch(/\*\*9,48 €\*\*/);
  });

  it('uses the single band above 24 hours a week', () => {
    const text = answer(
      'main-agent',
      "badante convivente 54 ore settimanali, vorrei che le restassero 8 euro netti all'ora: che paga lorda oraria scrivo nel contratto?",
    );
    expect(opening(text)).toMatch(/\*\*8,31 €\*\*/);
    // (A net read as a net, "8,00 € netti per ogni ora", is the same ask.)
    const asNet = answer(
      'calcolo',
      'Assistente familiare convivente, 54 ore settimanali, 2026: vorremmo che le restassero 8,00 € netti per ogni ora. Che paga oraria lorda indichiamo?',
    );
    expect(opening(asNet)).toMatch(/\*\*8,31 €\*\*/);
  });
});

describe('a household contract uploaded (fixs30c)', () => {
  it('gives the quarter’s contributions on the contract’s hourly pay, not a yearly cost', () => {
    const text = answer(
      'calcolo',
      'Buongiorno, ho assunto da ottobre una colf per la casa, allego il contratto. È la prima volta e il commercialista è in ferie. A gennaio devo pagare i contributi del quarto trimestre: quanto viene in tutto per le 13 settimane del trimestre (ottobre-dicembre)? E quanta parte di quella cifra posso trattenere a lei dalla paga? Non ha familiari, la CUAF la pago normalmente.',
      [],
      contract('8,00', 20),
    );
    expect(opening(text)).toMatch(/\*\*442,00 € a trimestre\*\*/);
    expect(text).toMatch(/111,80 €/);
    expect(text).toMatch(/Con 8,00 € l'ora/);
    expect(text).not.toMatch(/€ l'anno\*\*/);
  });

  it('picks the band on the contract’s pay when it is above the minimum', () => {
    const text = answer(
      'calcolo',
      'quanto devo versare di contributi inps per un trimestre?',
      [],
      contract('10,00', 20),
    );
    expect(opening(text)).toMatch(/499,20 €/);
  });

  it('answers the IRPEF withholding with No, not as a passage missing from the contract', () => {
    const text = answer(
      'main-agent',
      "e devo trattenerle anche l'IRPEF in busta come fanno le aziende?",
      ['ho assunto la colf del contratto che ho caricato, quanto le devo dare al mese più o meno?'],
      contract('8,00', 20),
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*/);
    expect(text).toMatch(/sostituto d'imposta/);
    expect(text).not.toMatch(/non ho trovato un passaggio/);
  });
});

describe('the facility the cared-for person enters (fixs30c)', () => {
  it('keeps the carer’s agreement read from the worker, not the RSA agreement', () => {
    const text = answer(
      'main-agent',
      'purtroppo la mamma da gennaio va in rsa quindi dovrò licenziarla. quanti giorni di preavviso le devo dare?',
      [
        "la badante di mia mamma (convivente, con noi da tre anni) si è ammalata e starà a casa venti giorni. l'inps la paga lui o devo pagarla io? e quanti giorni le devo pagare?",
      ],
    );
    expect(opening(text)).toMatch(/Lavoro domestico/);
    expect(text).toMatch(/15 giorni/);
    expect(text).not.toMatch(/AIOP/);
  });
});
