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
