import { describe, expect, it } from 'vitest';
import { agentContext, askAgent } from '../testing/agents.js';
import { requestFor } from './agents.js';

/** The answer's text, citation marks dropped, for a question beside an uploaded text. */
const answer = (agent: string, message: string, upload?: { name: string; text: string }) =>
  askAgent(agent, message, {
    documents: upload ? [{ fileId: `f-${upload.name}`, fileName: upload.name, text: upload.text }] : [],
  }).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

describe('a classification parameter is no pay (fixs30d)', () => {
  it('does not read "parametro 175" as a monthly gross', () => {
    const message =
      "contratto autoferrotranvieri, sono al parametro 175: la paga base di 2.250 euro è quella dell'ultimo rinnovo?";
    const req = requestFor('main-agent', agentContext(message));
    expect(req.slots.amounts.map((a) => a.value)).not.toContain(175);
  });

  it('says the gap first when a pay of an agreement not held is weighed against its renewal', () => {
    const text = answer(
      'main-agent',
      "faccio l'autista di pullman, contratto autoferrotranvieri, parametro 175. la paga base che mi danno è 2.250 euro: è quella dell'ultimo rinnovo o me ne devono di più?",
    );
    expect(opening(text)).toMatch(/Autoferrotranvieri non è nella base di conoscenza/);
    expect(text).not.toMatch(/[Nn]etto stimato|2\.250,00 €/);
  });

  it('answers a payslip of an agreement not held with its gap, no net of the parameter', () => {
    const text = answer(
      'calcolo',
      'Verifichi se la retribuzione tabellare del param. 140 indicata nel cedolino è allineata agli aumenti contrattuali più recenti.',
      {
        name: 'cedolino.txt',
        text: 'TPL VALLE spa\nCCNL Autoferrotranvieri\nDipendente: Neri Paolo - Param. 140\nOttobre 2026\nRetribuzione tabellare ...... 1.905,20\n',
      },
    );
    expect(opening(text)).toMatch(/Autoferrotranvieri non è nella base di conoscenza/);
    expect(text).not.toMatch(/140,00 €|[Nn]etto stimato/);
  });
});

describe('a TFR statement’s substitute tax checked (fixs30d)', () => {
  const statement = (rate: string, tax: string) => ({
    name: 'prospetto_tfr_2024.txt',
    text: `PROSPETTO TFR - anno 2024\nFondo TFR al 31/12/2023: 20.000,00\nCoefficiente rivalutazione dicembre 2024: 2,320017%\nRivalutazione lorda: 464,00\nImposta sostitutiva ${rate}: ${tax}\nRivalutazione netta: 417,60\nQuota TFR 2024: 1.800,00\nFondo TFR al 31/12/2024: 22.217,60\n`,
  });

  it('opens with No and the right tax when the statement applies a lower rate', () => {
    const text = answer(
      'calcolo',
      "l'imposta sostitutiva del prospetto tfr è giusta? mi pare poca",
      statement('10%', '46,40'),
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*: l'imposta sostitutiva giusta è \*\*78,88 €\*\*/);
    expect(text).toMatch(/20\.000,00 × 2,320017% = 464,00 €/);
  });

  it('opens with Sì when the statement’s tax is 17% of its revaluation', () => {
    const text = answer('main-agent', 'il prospetto del tfr è corretto?', statement('17%', '78,88'));
    expect(opening(text)).toMatch(/^\*\*Sì\*\*: l'imposta sostitutiva di \*\*78,88 €\*\*/);
  });
});

describe('"X e qualcosa" on a payslip still on the older table (fixs30d)', () => {
  it('reads "1.983 e rotti" as the previous Commercio table and gives the monthly loss', () => {
    const first = opening(
      answer(
        'main-agent',
        "sono commessa 3 livello commercio, in busta c'è sempre 1.983 e rotti di minimo: quanto dovrebbe essere? quanto mi manca?",
      ),
    );
    expect(first).toMatch(/\*\*2\.024,38 €\*\*/);
    expect(first).toMatch(/1\.983,91 €.*\*\*40,47 € in meno\*\*/);
  });

  it('keeps a figure said in full as it is', () => {
    const first = opening(
      answer(
        'main-agent',
        'sono commessa 3 livello commercio, in busta ho 1.983 di minimo: è giusto? quanto mi manca?',
      ),
    );
    expect(first).toMatch(/\*\*41,38 € in meno\*\*/);
  });
});

describe('a part-timer’s timesheet: the extra hours counted, named and their rate (fixs30d)', () => {
  it('counts the supplementary hours and gives the agreement’s surcharge when the rate is asked', () => {
    const text = answer(
      'calcolo',
      'lavoro part time 30 ore in uno studio, ho fatto qualche ora in più: quante sono, come si chiamano e con che maggiorazione vanno pagate? non sono straordinari, giusto?',
      {
        name: 'presenze_studio.txt',
        text: 'FOGLIO PRESENZE - settimana 9-13 novembre 2026\nDipendente: Greco Sara - Impiegata 4° livello - CCNL Studi professionali - Part-time orizzontale 30 ore settimanali (contratto: lun-ven 6 h)\nLun 09/11  09:00-17:00  8 h\nMar 10/11  09:00-15:00  6 h\nMer 11/11  09:00-17:00  8 h\nGio 12/11  09:00-16:00  7 h\nVen 13/11  09:00-15:00  6 h\nTOTALE SETTIMANA: 35 h\n',
      },
    );
    const first = opening(text);
    expect(first).toMatch(/\*\*5 ore di lavoro supplementare\*\*/);
    expect(first).toMatch(/maggiorazione del \*\*40%\*\*/);
    expect(first).toMatch(/Non sono straordinari/);
  });
});
