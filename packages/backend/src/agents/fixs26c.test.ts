import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, text?: string, history?: string[]) =>
  openingLine(
    askAgent('main-agent', message, {
      documents: text ? [{ fileId: 'f', fileName: 'busta.txt', text }] : [],
      ...(history ? { history } : {}),
    }).text,
  );

describe('domestic work: payslips checked and questions read as a family asks them', () => {
  it('a family withholding IRPEF, asked with a typo, is answered No', () => {
    expect(
      ask('la signora dice che mi deve tratenere le tasse irpef dalla busta, è vero? faccio la colf'),
    ).toMatch(/^\*\*No\*\*: .*non è sostituto d'imposta/);
  });
  it('the INPS withheld on a domestic payslip, doubted, opens with Sì and the month’s share', () => {
    const payslip =
      'CEDOLINO LAVORO DOMESTICO - settembre 2026\nLavoratrice: colf livello B, non convivente, 15 ore settimanali\nOre retribuite: 65\nPaga oraria: 7,20\nContributi INPS a carico lavoratrice: 65 x 0,43 = 27,95\nIRPEF: non trattenuta';
    expect(
      ask('Ti allego il cedolino: mi hanno tolto 27,95 euro di INPS, è giusta la trattenuta?', payslip),
    ).toMatch(/^\*\*Sì\*\*: .*\*\*27,95 €\*\*/);
    expect(
      ask('Ti allego il cedolino: mi hanno tolto 31,20 euro di INPS, è giusta la trattenuta?', payslip),
    ).toMatch(/^\*\*No\*\*: .*\*\*27,95 €\*\*, non 31,20 €/);
  });
  it('an hourly pay below the minimum on a month’s payslip says the month’s shortfall', () => {
    expect(
      ask(
        'la busta della colf livello A non convivente: va bene la paga oraria?',
        'PROSPETTO PAGA LAVORO DOMESTICO - MAGGIO 2026\nLivello A - non convivente\nOre lavorate nel mese: 80\nPaga oraria: 6,21\nRetribuzione lorda: 496,80',
      ),
    ).toMatch(/sotto il minimo di 0,30 € l'ora.*mancano \*\*24,00 €\*\*/);
  });
  it('taking the worker "a vivere con noi" asks the live-in monthly minimum', () => {
    expect(
      ask('E se la prendiamo a vivere con noi, livello B, quanto è il minimo al mese?', undefined, [
        "Quanto devo dare l'ora a una colf di livello B che viene a ore?",
      ]),
    ).toMatch(/\*\*983,16 €\*\*/);
  });
  it('a carer’s minimum with nothing that picks its row asks living in and autonomy', () => {
    const opening = ask('Qual è la paga minima di una badante per mio papà?');
    expect(opening).toMatch(/convivente/);
    expect(opening).toMatch(/non autosufficiente/);
    expect(opening).not.toMatch(/\d+,\d{2} €/);
  });
});

describe('uploaded letters and payslips weighed as asked', () => {
  it('a part-time letter below the agreement’s floor, its hours doubted: No with the floor', () => {
    expect(
      ask(
        "l'orario di questo contratto va bene? mi sembra pochissimo",
        'CONTRATTO A TEMPO PARZIALE\nCCNL Imprese di pulizia, servizi integrati/multiservizi\nLivello: 1°\nOrario: part-time 10 ore settimanali',
      ),
    ).toMatch(/^\*\*No\*\*: .*\*\*15 ore settimanali\*\*.*10 ore settimanali/);
  });
  it('a probation stated and doubted as too long opens with Sì over the maximum', () => {
    expect(
      ask(
        'la coop mi propone questo contratto: 90 giorni di prova per un OSS non sono troppi?',
        'COOPERATIVA SOCIALE\nCCNL applicato: Cooperative sociali\nInquadramento: categoria C, posizione economica C1\nPeriodo di prova: 90 giornate di effettiva prestazione',
      ),
    ).toMatch(/^\*\*Sì\*\*: 90 giorni di prova sono troppi.*al massimo 30/);
  });
  it('a payslip’s "Paga base conglobata" is the base item asked', () => {
    expect(
      ask(
        'la paga base del mio livello è giusta?',
        'CCNL Turismo - Aziende alberghiere (Federalberghi)\nDipendente: receptionist - 4° livello - full time 40 h\nPeriodo: ottobre 2026\nPaga base conglobata: 1.650,00',
      ),
    ).toMatch(/^\*\*No\*\*: .*1\.695,69 €.*inferiore di 45,69 €/);
  });
  it('a domestic worker’s sick days at a daily pay: days 1–3 at 50%, then 100%', () => {
    const text = askAgent('calcolo', 'È stata malata 4 giorni, paga giornaliera 60 euro: quanto le devo?', {
      history: ['La nostra colf convivente si è ammalata, chi la paga?'],
    }).text;
    expect(openingLine(text)).toMatch(/\*\*150,00 €\*\*/);
  });
  it('a contributions statement applying the wrong band: No with the band’s hourly contribution', () => {
    const text = askAgent(
      'calcolo',
      'il contributo orario applicato nel prospetto del trimestre è corretto?',
      {
        documents: [
          {
            fileId: 'f',
            fileName: 'p.txt',
            text: 'PROSPETTO CONTRIBUTI LAVORO DOMESTICO - II TRIMESTRE 2026\ncolf livello A non convivente\nRetribuzione oraria effettiva: 9,00 euro\nore totali: 156\nContributo orario applicato: 1,92 euro',
          },
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*\*\*1,70 €\*\*, non 1,92 €.*\*\*265,20 €\*\*/);
  });
});
