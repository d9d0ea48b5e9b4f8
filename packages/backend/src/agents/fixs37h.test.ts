import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import type { AgentContext } from './context.js';

const TODAY = '2026-11-26';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: TODAY, agent: 'calcolo' });
const ask = (agent: string, message: string, extra: Partial<AgentContext> = {}) =>
  askAgent(agent, message, { today: TODAY, ...extra }).text;

const upload = (text: string) =>
  ({
    documents: [{ fileId: 's37h-cedolino', fileName: 'cedolino.txt', stored: () => ({ text }) }],
  }) as Partial<AgentContext>;

describe('payslip uploads, yearly comparisons and calculations without an agreement (session 37, h)', () => {
  it('the payslip’s "importi tabellari" doubted are weighed item by item against the table in force', () => {
    const payslip = upload(
      'CEDOLINO PAGA DICEMBRE 2026\nCCNL: Terziario Distribuzione e Servizi (Confcommercio)  Livello: 5°  Tempo pieno\nPaga base                   1.136,07\nContingenza                   521,94\nTerzo elemento nazionale        2,07\nTotale retribuzione         1.660,08\nNETTO IN BUSTA              1.385,12',
    );
    expect(
      openingLine(
        ask(
          'calcolo',
          'Le voci tabellari della busta allegata rispettano il contratto in vigore adesso? Di quanto è la differenza al mese?',
          payslip,
        ),
      ),
    ).toMatch(/^\*\*No\*\*.*\*\*31,62 € al mese\*\*.*paga base 1\.136,07 € invece di 1\.167,69 €/);
  });

  it('"quanto farebbe all’anno" in two agreements is each minimum on its own number of payments', () => {
    expect(
      openingLine(
        ask(
          'confronta',
          "Sono al 2° livello del commercio e mi offrono il C3 in una metalmeccanica (Federmeccanica) a minimo: con le mensilità di ciascuno, quanto farei all'anno in uno e nell'altro?",
        ),
      ),
    ).toMatch(/31\.962,00 €.*28\.748,59 €/);
  });

  it('the gross the firm has to offer for a net, with the agreement left for later, is net to gross', () => {
    for (const q of [
      'Il candidato vuole 1.900 euro netti al mese su 13 mensilità, residente a Milano, anno 2026. Il CCNL lo decidiamo dopo: qual è il lordo che va offerto?',
      'Vuole 22.400 netti l’anno, vive a Torino, tutto il 2026. Mi serve la RAL annua che dobbiamo proporre per arrivare a quel netto; il contratto lo vediamo poi.',
    ])
      expect(read(q).intent, q).toBe('net_to_gross');
    expect(
      openingLine(
        ask(
          'calcolo',
          'Il candidato vuole 1.900 euro netti al mese su 13 mensilità, residente a Milano, anno 2026, nessun familiare a carico. Il CCNL lo decidiamo dopo: qual è il lordo che va offerto?',
        ),
      ),
    ).toMatch(/RAL di \*\*32\.370,91 €\*\*/);
  });

  it('"fammi vedere l’IRPEF lorda dei due anni e la differenza" computes both at the income', () => {
    expect(
      openingLine(
        ask(
          'calcolo',
          "Imponibile IRPEF di 60.000 euro nel 2025 e nel 2026: fammi vedere l'IRPEF lorda dei due anni e la differenza.",
        ),
      ),
    ).toMatch(/\*\*440,00 €\*\*.*18\.000,00 €.*18\.440,00 €/);
  });

  it('"quanto ci guadagna quest’anno" after a net weighs the two tax years on the same pay', () => {
    const history = [
      'RAL 32.000 su 14 mensilità, impiegato residente a Milano, nessun familiare a carico: quanto prende netto nel 2026 con le addizionali?',
    ];
    expect(
      openingLine(
        ask('calcolo', "E con le regole del 2025? Voglio fargli vedere quanto ci guadagna quest'anno.", {
          history,
        }),
      ),
    ).toMatch(/\*\*21,18 € l'anno in più\*\*.*24\.490,83 €/);
  });

  it('a colleague "assunta da anni" keeps the worker’s own hire; "mi confermate quanti ratei" asks figures', () => {
    const answer = ask(
      'calcolo',
      "CCNL Commercio, 4° livello, full time, senza scatti: la commessa è stata assunta il 1° aprile 2026 e si lamenta che la 14ª di luglio è più bassa di quella della collega assunta da anni. Mi confermate quanti ratei le spettavano e l'importo lordo?",
    );
    expect(openingLine(answer)).toMatch(/3 mesi di maturazione.*\*\*445,94 €\*\*/);
    expect(answer).not.toMatch(/^\*\*Sì\*\*/);
  });
});
