import { describe, expect, it } from 'vitest';
import { euro } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { agentContext, askAgent, testKb } from '../testing/agents.js';
import { earlyPensionWork } from './pension-work.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('a part-timer’s payslip items and a pensioner’s questions', () => {
  it('each item of a part-time payslip is weighed against its part-time share', () => {
    const ccnl = testKb.byId('terziario-confcommercio');
    const pay = ccnl && levelPayAt(ccnl, '5', '2026-11-22');
    const items = pay?.row.components ?? [];
    expect(items.length).toBeGreaterThan(1);
    const listed = items.map((c) => `${c.label} ${euro(cents(c.amount * 0.5)).replace(' €', '')}`).join(', ');
    const text = askAgent(
      'calcolo',
      `Controllo busta paga: commessa part-time al 50%, Terziario Confcommercio 5° livello. Voci: ${listed}. Sono giuste?`,
      { categories: [category('terziario-confcommercio')] },
    ).text;
    expect(text).toContain('le voci coincidono con la tabella');
    expect(text).toContain(euro(cents((pay?.row.amount ?? 0) * 0.5)));
  });

  it('a shop counter job described by its tasks is the shop assistant', () => {
    const text = askAgent(
      'inquadra',
      'Apro un negozio di articoli da giardino col contratto del commercio: il nuovo dipendente consiglierà i prodotti ai clienti, servirà i clienti al banco e farà gli scontrini. Non dirige nessuno. A che livello lo metto?',
      { categories: [category('terziario-confcommercio')] },
    ).text;
    expect(text.split('\n').slice(0, 3).join(' ')).toContain('commesso');
  });

  it('a helper serving customers at a counter someone else runs stays the helper', () => {
    const text = askAgent(
      'inquadra',
      'Lavoro in un ipermercato col contratto del commercio: al banco formaggi faccio l’aiuto, servo i clienti e affetto, ma il banco lo gestisce la banconiera. Che livello mi spetta?',
      { categories: [category('terziario-confcommercio')] },
    ).text;
    expect(text.split('\n').slice(0, 3).join(' ')).not.toContain('commesso/addetto alle vendite');
  });

  it('working again after a Quota 103 pension answers the law’s rule instead of refusing', () => {
    const answer = earlyPensionWork(
      agentContext(
        'Ho preso la pensione con quota 103 a 62 anni: se mi assumono in un bar per il weekend la perdo?',
      ),
    );
    expect(answer?.text).toContain('67 anni');
    expect(answer?.text).toContain('5.000 euro');
  });
});
