import { describe, expect, it } from 'vitest';
import { sectionAsked } from '../kb/section-asked.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-fixs37b.json).
const TODAY = '2026-11-26';
const read = (agent: 'calcolo' | 'main-agent', message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TODAY, agent });
const ask = (agent: 'calcolo' | 'main-agent', message: string, history: string[] = []) =>
  askAgent(agent, message, { request: read(agent, message, history), history, today: TODAY });
const body = (text: string) => text.split('\nFonti:')[0] ?? text;
const domestic = () => {
  const ccnl = testKb.byCategory(7);
  if (!ccnl) throw new Error('lavoro domestico missing from the test knowledge base');
  return ccnl;
};

describe('a tax form named in the story is no amount', () => {
  it.each([
    'la colf fa il suo 730 ogni anno: le devo trattenere io le tasse sulla tredicesima?',
    'la badante presenta il 730 precompilato da sola, quindi la tredicesima è 1.100 euro lordi?',
  ])('%s', (message) => {
    expect(read('main-agent', message).slots.amounts.map((a) => a.value)).not.toContain(730);
  });

  it('the withholding asked after a story that tells someone computes the tax', () => {
    const text = body(
      ask(
        'main-agent',
        'Un amico mi ha detto che alla colf devo calcolare le tasse e trattenerle come in azienda; lei fa il suo 730. Ha ragione lui? Devo trattenerle io l’IRPEF sulla tredicesima?',
      ).text,
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toMatch(/non è sostituto d'imposta/);
    expect(text).not.toMatch(/730,00/);
  });
});

describe('someone at hand at night without assisting is the night-presence table', () => {
  it.each([
    'una signora che dorme da noi la notte e resta a disposizione se il nonno chiama',
    'solo per le notti, senza assistenza: sta a disposizione in caso di bisogno',
  ])('%s', (text) => {
    expect(sectionAsked(domestic(), [text])).toBe('presenza notturna');
  });
  it('assisting at night stays the night-assistance table', () => {
    expect(sectionAsked(domestic(), ['una persona che dorme da noi per assistere la nonna di notte'])).toBe(
      'assistenza notturna',
    );
  });

  it('answers the presence minimum, and a year whose tranche has no table as a gap', () => {
    const first =
      'Cerchiamo qualcuno per le notti della mamma: dorme in casa e rimane a disposizione, niente assistenza. Qual è il minimo al mese?';
    expect(body(ask('calcolo', first).text)).toMatch(/presenza notturna[\s\S]*811,09 € al mese/);
    const gap = body(ask('calcolo', 'e da gennaio 2027?', [first]).text);
    expect(gap).toMatch(/dato non disponibile/);
    expect(gap).not.toMatch(/\d+,\d{2} €/);
  });
});

describe("a domestic worker's hourly contribution for a year not yet published", () => {
  it('is a gap, never the ordinary employee rate', () => {
    const text = body(
      ask('calcolo', 'colf pagata 8 euro l ora: contributo inps orario nel 2027 quanto sarà?').text,
    );
    expect(text).toMatch(/Contributi INPS 2027 per colf e badanti: \*\*dato non disponibile/);
    expect(text).not.toMatch(/9,19%|\d+,\d{2} €/);
  });
});

describe("a relative's own job told beside the family's carer", () => {
  it('is an ordinary net, not domestic work', () => {
    const message =
      'Mentre faccio i conti della badante del nonno: mio figlio entra in una ditta di Bologna con RAL 30.000 su 13 mensilità. Senza addizionali, quanto netto in un anno nel 2026?';
    expect(read('calcolo', message).slots.agreements).toEqual([]);
    expect(body(ask('calcolo', message).text)).toMatch(/24\.021,37 €/);
  });
  it('a relative who is the carer keeps domestic work', () => {
    const message =
      'mia figlia fa la badante da una signora, prende una RAL di 14.000 euro: quanto le resta netto?';
    expect(read('calcolo', message).slots.agreements).toEqual([7]);
  });
});
