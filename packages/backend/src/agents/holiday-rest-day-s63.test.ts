import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The whole answer, citation marks dropped. */
const answer = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text.replace(/ ?(?:\[\d+\])+/g, '');

describe('public holidays on a Sunday or a rest day, worked holidays, 4 November (s63)', () => {
  it('an hourly domestic worker is paid a sixth of her week for a holiday on the Sunday she never works', () => {
    const text = answer(
      'calcolo',
      'ho una signora delle pulizie a ore, 24 ore settimanali a 9 euro, di domenica non viene mai. Natale quest anno cade di domenica: le spetta comunque qualcosa?',
    );
    // 24 / 6 = 4 ore × 9,00 = 36,00
    expect(text).toContain('36,00 €');
    expect(text).toContain('1/6');
    expect(text).not.toMatch(/retribuzione mensile lorda per il calcolo/);
  });

  it('a monthly live-in carer gets 1/26 of her pay for a holiday on her rest day not made up', () => {
    const text = answer(
      'calcolo',
      'la nostra badante convivente prende 1.560 euro al mese; la domenica 1 novembre era il suo giorno di riposo e non le abbiamo dato un altro giorno. dobbiamo darle qualcosa?',
    );
    // 1.560 / 26 = 60,00
    expect(text).toContain('60,00 €');
    expect(text).toContain('1/26');
  });

  it('a holiday on the rest day asked after a guard’s worked holiday is a daily share, never an hour over 26', () => {
    const first =
      'guardia giurata, ccnl vigilanza privata, paga oraria 9,80: a Natale ho fatto il turno normale di 8 ore, cosa mi spetta?';
    const text = answer(
      'main-agent',
      'e quando il festivo capita nel mio giorno di riposo mi pagano qualcosa?',
      [first],
    );
    expect(text).toMatch(/quota giornaliera/);
    expect(text).toContain('1/26');
    expect(text).not.toContain('0,38 €'); // 9,80 / 26 read as a month
  });

  it('the patron saint worked is valued with the agreement’s holiday surcharge', () => {
    const text = answer(
      'calcolo',
      'metalmeccanico Federmeccanica, paga oraria 15 euro: per la festa del patrono sono stato in fabbrica 6 ore. quanto prendo in più?',
    );
    // 15 × 1,50 × 6 = 135,00
    expect(text).toContain('50%');
    expect(text).toContain('135,00 €');
  });

  it('the same case moved to another agreement keeps the holiday hours asked', () => {
    const first =
      'Operaio metalmeccanico industria, 15,00 € l’ora: il giorno del patrono ha lavorato 6 ore. Cosa gli spetta oltre al mese?';
    const text = answer('calcolo', 'Stesso caso con il contratto Confapi?', [first]);
    // 15 × 1,55 × 6 = 139,50
    expect(text).toContain('55%');
    expect(text).toContain('139,50 €');
  });

  it('the 4 November with no agreement asks for it instead of promising a day’s pay', () => {
    const text = answer('main-agent', 'il 4 novembre in busta mi devono dare qualcosa?');
    expect(text).toMatch(/CCNL|contratto/);
    expect(text).not.toMatch(/^\*\*Sì\*\*/);
  });

  it('the 4 November in Logistica: nothing for those hired after 26 January 2011, the substitute amount before', () => {
    const after = answer(
      'main-agent',
      'magazziniere, ccnl logistica trasporto merci e spedizione, assunto nel 2016: per il 4 novembre non vedo niente in busta, è giusto?',
    );
    expect(after).toContain('26 gennaio 2011');
    expect(after).toMatch(/non spetta nulla/);
    const before = answer(
      'main-agent',
      'e per chi è stato assunto nel 2005 ed è al 3° livello super cosa cambia?',
      [
        'magazziniere, ccnl logistica trasporto merci e spedizione, assunto nel 2016: per il 4 novembre non vedo niente in busta, è giusto?',
      ],
    );
    expect(before).toContain('10,00 €');
  });

  it('the 4 November worked as a normal weekday is still paid as a Sunday holiday in Metalmeccanici', () => {
    const text = answer(
      'calcolo',
      'impiegata metalmeccanica Federmeccanica, 2.600 euro lordi al mese. il 4 novembre sono venuta in ufficio come sempre, ho lavorato normalmente: mi spetta qualcosa in più per quel giorno?',
    );
    // 2.600 / 26 = 100,00
    expect(text).toContain('100,00 €');
  });

  it('the 4 November worked in a FIPE bar is plain hours, without the holiday surcharge', () => {
    const text = answer(
      'calcolo',
      'barista, ccnl pubblici esercizi fipe: il 4 novembre ho fatto 6 ore di turno, paga oraria 10 euro. mi devono il 20% festivo?',
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('60,00 €');
    expect(text).not.toContain('72,00 €'); // 6 × 10 × 1,20
  });

  it('a social co-op’s holiday surcharge comes with the compensatory rest’s 30 days', () => {
    const text = answer(
      'main-agent',
      'CCNL cooperative sociali: un educatore lavora il giorno di Pasquetta. che maggiorazione ha e quando deve recuperare il riposo?',
    );
    expect(text).toContain('15%');
    expect(text).toContain('30 giorni');
  });
});
