import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 31 (fixs31c): leave and sickness rules asked yes/no, as claims or follow-ups, open with Sì/No as asked
 * and then the rule's figure.
 */

describe('sickness waiting days asked yes or no', () => {
  it('a short illness in Turismo: the first day is not paid', async () => {
    const answer = await askAgent(
      'main-agent',
      'Lavoro in albergo con il CCNL Turismo Federalberghi, sono stato in malattia solo 2 giorni: il primo giorno me lo pagano?',
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toContain('non è pagato');
  });

  it('the fifth illness of the year in Commercio: the first 3 days are not paid', async () => {
    const answer = await askAgent(
      'main-agent',
      'contratto commercio, è la quinta volta che mi ammalo quest anno: i primi 3 giorni me li pagano lo stesso?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
  });

  it('the waiting days asked with no order told: Sì, the employer pays them', async () => {
    const answer = await askAgent(
      'main-agent',
      "Commessa in un negozio, CCNL Commercio: sono stata a casa con l'influenza 3 giorni. Quei tre giorni mi spettano o li perdo?",
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('datore di lavoro');
  });

  it('two bands compared: both bands in each cell', async () => {
    const answer = await askAgent(
      'confronta',
      'Confronta CCNL Commercio e CCNL Metalmeccanici industria: malattia dal 4° al 20° giorno e dal 21° al 180° giorno?',
    );
    const first = openingLine(answer.text);
    expect(first).toContain('75% dal 4° al 20° giorno');
    expect(first).toContain('100% dal 21° al 180° giorno');
  });
});

describe('injury and family leave', () => {
  it('the employer asked as the payer of a domestic worker injury: Sì, the first 3 days', async () => {
    const answer = await askAgent(
      'main-agent',
      'la colf ha avuto un infortunio mentre lavorava a casa nostra, contratto lavoro domestico: i primi giorni li paghiamo noi?',
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('3 giorni');
  });

  it('an injury at a daily pay, the law share: day in full plus 3 days at 60%', async () => {
    const answer = await askAgent(
      'calcolo',
      "Operaio infortunato sul lavoro, retribuzione giornaliera di 120 euro: quanto paga l'azienda per legge per il giorno dell'infortunio e i 3 giorni successivi?",
    );
    expect(openingLine(answer.text)).toContain('336,00 €');
  });

  it('unpaid leave for a gravely ill parent: Sì, up to 2 years by law', async () => {
    const answer = await askAgent(
      'main-agent',
      "mia madre ha una malattia grave, lavoro nel metalmeccanico: posso prendere un'aspettativa non retribuita per assisterla? per quanto?",
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('2 anni');
  });
});

describe('leave asked as due or as the same', () => {
  it('marriage leave asked as due: Sì with the days', async () => {
    const answer = await askAgent(
      'main-agent',
      'lavoro in un pastificio, CCNL Alimentari industria, prova superata: mi spetta il congedo matrimoniale retribuito? quanti giorni?',
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('15 giorni');
  });

  it('the same leave asked of another agreement: Sì when the days agree', async () => {
    const answer = await askAgent(
      'main-agent',
      'e per mio fratello che fa le pulizie col contratto multiservizi? stessa cosa?',
      {
        history: [
          'Lavoro in una fabbrica metalmeccanica (CCNL Metalmeccanici industria): quanti giorni di congedo matrimoniale ho?',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
  });
});
