import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

describe('session 61: working-time flexibility, notices and groups asked in other words', () => {
  it('the multi-period schedule named: the weeks and hours of the flexibility, not the law’s overtime cap', () => {
    const answer = askAgent(
      'main-agent',
      'Ho un negozio di calzature col contratto del terziario Confcommercio. Se attivo il regime multiperiodale, qual è il tetto di ore a settimana e per quanto tempo lo posso tenere?',
    );
    expect(openingLines(answer.text)).toContain('44 ore');
    expect(openingLines(answer.text)).toContain('16 settimane');
    expect(openingLine(answer.text)).not.toContain('250 ore');
  });

  it('a follow-up on when the extra hours are given back keeps the flexibility', () => {
    const answer = askAgent('main-agent', 'ok, e il recupero di quelle ore quando va fatto al più tardi?', {
      history: [
        'Commercio Confcommercio: con la flessibilità dell’orario quante ore a settimana posso chiedere ai commessi?',
      ],
    });
    expect(openingLines(answer.text)).toContain('12 mesi');
  });

  it('the notice to ask for overtime in building firms: the hours before, not the notice of dismissal', () => {
    const answer = askAgent(
      'main-agent',
      'Impresa edile, CCNL edilizia industria: quanto tempo prima devo avvisare i muratori se mi serve lo straordinario?',
    );
    expect(openingLines(answer.text)).toContain('72 ore');
    expect(openingLine(answer.text)).not.toContain('licenziamento');
  });

  it("a Saturday's ordinary hours on a six-day week in logistics: their 20%", () => {
    const answer = askAgent(
      'main-agent',
      'magazziniere ccnl logistica trasporto merci, lavoriamo dal lunedì al sabato: le ore ordinarie del sabato hanno una maggiorazione?',
    );
    expect(openingLines(answer.text)).toContain('20%');
  });

  it('a follow-up telling only another firm’s size keeps the yearly overtime ceiling asked before', () => {
    const answer = askAgent(
      'main-agent',
      'e per un cliente più piccolo, metalmeccanico anche lui, con 90 dipendenti?',
      {
        history: [
          'CCNL Metalmeccanici industria, azienda di 400 dipendenti: quante ore di straordinario al massimo in un anno?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('250 ore');
  });

  it('a live-out domestic worker after a live-in one: 40 hours a week, 8 a day', () => {
    const answer = askAgent(
      'main-agent',
      'e una colf che viene solo di giorno, senza che dorma a casa nostra?',
      {
        history: ['Lavoro domestico: una badante convivente quante ore a settimana può lavorare al massimo?'],
      },
    );
    expect(openingLine(answer.text)).toContain('40 ore');
    expect(openingLines(answer.text)).toContain('8 ore');
  });
});

describe('session 61: a timesheet of a full-timer and a time bank outside work', () => {
  const sheet = [
    'Carpenteria Neri (impresa artigiana), CCNL Area Meccanica artigiani',
    'Presenze settimana 10-15 marzo 2026 - Verdi Luca, operaio, tempo pieno',
    'Lunedì 10/3    07:30-12:00 13:00-17:30  ore 9',
    'Martedì 11/3   07:30-12:00 13:00-16:30  ore 8',
    'Mercoledì 12/3 07:30-12:00 13:00-18:30  ore 10',
    'Giovedì 13/3   07:30-12:00 13:00-16:30  ore 8',
    'Venerdì 14/3   07:30-12:00 13:00-16:30  ore 8',
    'Sabato 15/3    08:00-11:00              ore 3',
  ].join('\n');

  it("a full-timer's sheet with no schedule written: the hours beyond the agreement's 40", () => {
    const answer = askAgent(
      'main-agent',
      'ti allego le presenze di Luca, secondo il contratto artigiani metalmeccanici quanti straordinari ha fatto questa settimana?',
      withUpload('presenze-luca.txt', sheet),
    );
    expect(openingLine(answer.text)).toContain('6 ore di straordinario');
  });

  it('a neighbourhood time bank is not the bank of hours of a job', () => {
    const answer = askAgent(
      'main-agent',
      'nel mio quartiere hanno aperto una banca del tempo, come funziona per entrare e scambiare qualche favore con i vicini?',
    );
    expect(openingLine(answer.text)).toContain('esce da');
  });

  it('a live-in carer’s weekly rest asked keeps the rest, not the hours', () => {
    const answer = askAgent(
      'main-agent',
      'La badante vive con noi: quante ore di riposo a settimana le spettano?',
    );
    expect(openingLines(answer.text)).toContain('36 ore');
  });
});
