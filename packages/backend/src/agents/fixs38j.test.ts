import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLines as lead } from '../testing/agents.js';
import { careLevel } from './care-ladder.js';
import { polarity } from './job-terms.js';

// Session 38 (fixs38j): classification words and the agreement a follow-up keeps.
const byId = (id: string) => {
  const found = kb.agreements.find((c) => c.id === id);
  if (!found) throw new Error(`no agreement ${id}`);
  return found;
};

describe('animals looked after at home are the domestic level A profile', () => {
  it('horses and dogs at a country villa, no cleaning or care of people: level A, not company (AS)', async () => {
    const { text } = await askAgent(
      'inquadra',
      'Una famiglia con una villa in campagna vuole assumere una persona solo per accudire i cavalli e i cani di casa, niente pulizie né assistenza a persone. Nel contratto colf e badanti che livello è?',
    );
    expect(lead(text)).toMatch(/livello A\*\*/);
    expect(text).toMatch(/animali domestici, stalliere/);
  });

  it('dogs walked and cats fed, told by the tasks alone', async () => {
    const { text } = await askAgent(
      'inquadra',
      'Ci serve qualcuno che porti fuori i cani e dia da mangiare ai gatti mentre lavoriamo, con il contratto domestico. Livello?',
    );
    expect(lead(text)).toMatch(/livello A\*\*/);
  });
});

describe('words that are not a carer or a child', () => {
  it('"CCNL colf e badanti" names the contract, and "una piccola scuderia" is no child: no care level', () => {
    const domestic = byId('lavoro-domestico');
    expect(
      careLevel(
        domestic,
        'Una piccola scuderia privata: un addetto che strigli e nutra i cavalli. Con il CCNL colf e badanti, quale livello?',
      ),
    ).toBeUndefined();
    expect(careLevel(domestic, 'Una tata per la piccola, che ha 4 anni: con il CCNL colf e badanti?')).toBe(
      'BS',
    );
  });

  it('"non addetto all\'assistenza" denies the assistance, not being an "addetto"', () => {
    const { denied } = polarity("collaboratore generico non addetto all'assistenza");
    expect([...denied].some((t) => t.startsWith('nonaddett'))).toBe(false);
    expect([...denied].some((t) => t.startsWith('nonassist'))).toBe(true);
  });
});

describe('bargaining "di secondo livello" is no worker level', () => {
  it('"contrattazione di secondo livello" names no level; "secondo livello" alone still does', () => {
    const alimentari = byId('alimentari-industria');
    expect(findLevel(alimentari, "per l'assenza di contrattazione di secondo livello")).toBeUndefined();
    expect(findLevel(alimentari, 'un integrativo aziendale di 2° livello')).toBeUndefined();
    expect(findLevel(alimentari, 'un operaio di secondo livello')).toBe('2');
  });

  it('the reader leaves the level open', () => {
    const { slots } = readQuestion({
      kb,
      message:
        "Nel nostro stabilimento alimentare non c'è un integrativo. Esiste un importo mensile per l'assenza di contrattazione di secondo livello?",
      today: '2026-11-27',
    });
    expect(slots.level).toBeUndefined();
  });
});

describe('the clinic agreement said the turn before', () => {
  it('a minimum asked after a turn naming AIOP for the non-medical staff is a gap, not the RSA table', async () => {
    const { text } = await askAgent(
      'main-agent',
      "ok e il minimo tabellare di un infermiere cat D full time quant'e?",
      {
        history: [
          "Seguo il personale della clinica di riabilitazione del gruppo. Applicano il contratto sanità privata AIOP per il personale non medico. Qual è l'ultimo rinnovo firmato?",
        ],
      },
    );
    expect(text).toMatch(/non sono nella base di conoscenza/);
    expect(text).not.toMatch(/1\.419,80/);
  });
});
