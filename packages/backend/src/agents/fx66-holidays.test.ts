import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/** The whole answer, citation marks dropped, asked on 1 December 2026. */
const answer = (agent: string, message: string, history: string[] = [], extra = {}) =>
  askAgent(agent, message, { history, today: '2026-12-01', ...extra }).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (agent: string, message: string, history: string[] = [], extra = {}) =>
  answer(agent, message, history, extra)
    .split('\n')
    .find((l) => l.trim() !== '') ?? '';

describe('public holidays: what each agreement pays (fx66 holidays)', () => {
  it('the 4 November is said to be a working day, paid as a holiday on a Sunday', () => {
    const line = opening(
      'main-agent',
      "lavoro in un'azienda metalmeccanica industria con stipendio mensile: il 4 novembre 2027 devo andare a lavorare o è festa? cosa mi spetta in busta?",
    );
    expect(line).toContain('non è festivo');
    expect(line).toContain('1/26');
  });

  it('the same 4 November for a worker paid by the hour is a sixth of the weekly hours', () => {
    const first =
      "lavoro in un'azienda metalmeccanica industria con stipendio mensile: il 4 novembre 2027 devo andare a lavorare o è festa? cosa mi spetta in busta?";
    expect(opening('main-agent', 'e per un operaio pagato a ore?', [first])).toContain(
      '1/6 dell’orario settimanale',
    );
  });

  it('the patron saint on a Sunday gives a day more on top of the month', () => {
    const line = opening(
      'main-agent',
      "Azienda metalmeccanica industria a Torino: quest'anno il santo patrono cade di domenica, cosa spetta agli impiegati?",
    );
    expect(line).toContain('1/26');
    expect(line).toContain('in aggiunta alla retribuzione mensile');
  });

  it('Easter Sunday is no paid holiday, Easter Monday is', () => {
    const line = opening(
      'main-agent',
      'La domenica di Pasqua va pagata come festività, visto che cade di domenica?',
      ['Ho una colf a ore, 20 ore a settimana a 8,50 € l’ora: le festività come le pago?'],
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('lunedì di Pasqua');
  });

  it('a live-in carer’s holiday on her rest day may be recovered with a rest day instead', () => {
    const text = answer(
      'main-agent',
      'badante convivente, il 15 agosto cade di domenica nel suo giorno di riposo: posso darle un giorno libero invece di pagarla?',
    );
    expect(text).toContain('recupero');
    expect(text).toContain('1/26');
  });

  it('a year’s Sunday holidays are named and counted', () => {
    const line = opening(
      'calcolo',
      'commessa 4° livello commercio a tempo pieno: quante festività cadono di domenica nel 2027 e quanto mi spetta in totale?',
    );
    expect(line).toContain('25 aprile, 15 agosto e 26 dicembre');
  });

  it('the claim that a holiday on a Sunday gives nothing is answered No', () => {
    const line = opening(
      'main-agent',
      'Il mio capo dice che se una festività cade di domenica non mi spetta nulla, lavoro in uno studio legale con il ccnl studi professionali. Ha ragione?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('una giornata di retribuzione in più');
  });

  it('the 4 November worked in a hotel is plain hours or a compensatory rest', () => {
    const line = opening(
      'main-agent',
      'cameriera ai piani in hotel, ccnl turismo federalberghi: come mi pagano il 4 novembre se lavoro?',
    );
    expect(line).toContain('senza maggiorazione');
    expect(line).toContain('riposo compensativo');
  });

  it('the 4 November off sick in a restaurant is still a paid day', () => {
    const line = opening(
      'main-agent',
      'lavoro in un ristorante con il ccnl fipe: il 4 novembre ero in malattia, me lo pagano comunque?',
    );
    expect(line).toContain('giornata retribuita');
  });

  it('a holiday on a weekday beside the 4 November is already in the month', () => {
    const text = answer(
      'main-agent',
      'metalmeccanico industria, impiegato a stipendio: nel 2027 il 1° novembre è lunedì e il 4 novembre giovedì, cosa mi spetta in busta?',
    );
    expect(text).toContain('compresa nella normale retribuzione mensile');
    expect(text).toContain('1/26');
  });

  it('the 4 October asked by its law and pay opens with the law, not a yes', () => {
    const line = opening(
      'main-agent',
      'Con quale legge è tornato festivo il 4 ottobre e come va trattato in busta per chi lavora?',
    );
    expect(line).not.toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('maggiorazioni per lavoro festivo');
  });

  it('a holiday worked in a bar adds the paid holiday or a rest to the surcharge', () => {
    const line = opening(
      'main-agent',
      'cameriere in un bar con il contratto pubblici esercizi FIPE: a Santo Stefano 2027 mi fanno lavorare, cosa mi spetta per quella giornata?',
    );
    expect(line).toContain('20%');
    expect(line).toContain('riposo compensativo');
  });

  it('a payslip of a month with a Sunday holiday and no holiday line is missing the day', () => {
    const slip =
      'BUSTA PAGA AGOSTO 2027\nCCNL Terziario Confcommercio - Livello 3\nPaga base 1.500,00\nContingenza 500,00\nTotale retribuzione 2.000,00\nFestività: --\nTotale competenze 2.000,00\n';
    const line = opening(
      'main-agent',
      'il 15 agosto era domenica ma nella busta alla voce festività non vedo niente, manca qualcosa?',
      [],
      withUpload('busta-agosto.txt', slip),
    );
    expect(line).toContain('manca la festività del 15 agosto');
    expect(line).toContain('76,92 €');
    // The same payslip read as one paragraph: the empty holiday line is still no amount.
    const joined = opening(
      'main-agent',
      'il 15 agosto era domenica ma nella busta alla voce festività non vedo niente, manca qualcosa?',
      [],
      withUpload('busta-agosto.txt', slip.replace(/\n/g, ' ')),
    );
    expect(joined).toContain('manca la festività del 15 agosto');
  });

  it('the ex holidays of the logistics agreement are said to come on top of the ROL', () => {
    const line = opening(
      'main-agent',
      'addetto al magazzino in una ditta di logistica (non viaggiante): quanti ROL ho in un anno? le ex festività si sommano?',
    );
    expect(line).toContain('40 ore');
    expect(line).toContain('in aggiunta');
  });
});
