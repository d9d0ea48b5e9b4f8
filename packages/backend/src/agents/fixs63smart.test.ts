import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 63 (fx63smart), remote work: the law's rules asked in new words (withdrawal with a day's notice and for
 * a worker of the protected categories, the Ministry filing and its fine per worker, parents' priority for a
 * disabled child of any age, INAIL at home), meal vouchers counted from what was received (not the days a
 * week), and a level's minimum asked by a remote worker answered as asked.
 */
const answer = async (message: string, agent = 'main-agent', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;
const opening = (text: string) => text.split('\n')[0] ?? '';

describe('remote work under L. 81/2017', () => {
  it('sent back to the office from tomorrow: no, 30 days; 90 for a worker of the protected categories', async () => {
    const first =
      'lavoro in smart con accordo senza scadenza, oggi l azienda scrive che da domani torniamo tutti in sede. possono?';
    expect(opening(await answer(first))).toContain('30 giorni');
    const after = await answer(
      'io però sono nelle categorie protette, collocamento mirato. vale lo stesso?',
      'main-agent',
      [first],
    );
    expect(opening(after)).toContain('90 giorni');
  });

  it('the filing to the Ministry: 5 days, and the fine times the workers never filed', async () => {
    const first =
      'Da quando parte lo smart working di un dipendente, in quanti giorni devo fare la comunicazione telematica al Ministero?';
    const opened = opening(await answer(first));
    expect(opened).toContain('5 giorni');
    const fine = await answer(
      'abbiamo 3 dipendenti in smart e non abbiamo mai comunicato niente: che multa massima rischiamo?',
      'main-agent',
      [first],
    );
    expect(opening(fine)).toContain('1.500,00 €');
  });

  it('telling the employer of an illness is no Ministry filing', async () => {
    const text = await answer(
      'sono in smart working e ho la febbre: devo comunicarlo al capo o basta il certificato?',
    );
    expect(opening(text)).not.toContain('Ministero');
  });

  it("a colleague's disabled teenager: priority at any age", async () => {
    const first =
      'mia figlia ha 7 anni, posso chiedere che il mio smart working abbia la precedenza su chi non ha figli?';
    expect(opening(await answer(first))).toContain('12 anni');
    const after = await answer(
      'e un papà con un ragazzo di 17 anni disabile grave, legge 104?',
      'main-agent',
      [first],
    );
    expect(opening(after)).toContain('senza limite di età');
  });

  it('a fall at home on a remote day is an accident covered by INAIL, not an illness', async () => {
    const text = await answer(
      'Ieri lavoravo da casa in smart working, mi sono alzata per prendere il caricabatterie del portatile e sono scivolata, distorsione alla caviglia e 10 giorni di prognosi. Il mio responsabile sostiene che a casa non vale come infortunio: chi ha ragione, sono coperta?',
    );
    expect(opening(text)).toContain('INAIL');
  });

  it("a remote worker's level minimum is answered as the minimum, not with the smart-working rule", async () => {
    const text = await answer(
      'Lavoro in full remote per un’azienda di automazione, CCNL metalmeccanici Federmeccanica, con accordo di lavoro agile firmato a marzo. Sono al livello C3: quanto è il minimo tabellare oggi?',
      'calcolo',
    );
    expect(opening(text)).toContain('2.211,43 €');
    expect(opening(text)).not.toContain('accordo individuale');
  });
});

describe('meal vouchers counted as received', () => {
  it('vouchers received in the month, not the days a week in smart working', async () => {
    const text = await answer(
      'Il nostro impiegato fa smart working due giorni alla settimana e prende buoni pasto cartacei da 6 euro; a ottobre 2026 ne sono stati consegnati 15. Quanto va tassato?',
      'calcolo',
    );
    expect(opening(text)).toContain('30,00 €');
  });

  it("an uploaded payslip's voucher line counts the vouchers, not the days worked", async () => {
    const payslip =
      'CEDOLINO OTTOBRE 2026\nGiorni lavorati: 21 (di cui da remoto: 8)\nBuoni pasto cartacei (esenti)   16 x 6,00   96,00\nImponibile buoni pasto   0,00\n';
    const reply = await askAgent(
      'main-agent',
      'i buoni pasto di carta sono tutti esenti qui, va bene? quanto andava tassato?',
      withUpload('cedolino-ottobre.txt', payslip),
    );
    expect(opening(reply.text)).toContain('32,00 €');
  });
});
