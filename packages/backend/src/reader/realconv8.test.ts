import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { isOffTopic } from './off-topic-ask.js';
import { readQuestion } from './read.js';
import { fold } from './text.js';
import { hoursOnDays, weekDays } from './week-days.js';

// The reading classes of the eighth set of real conversations (89-real-conv-8.json), in other words.
const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });

describe('a holiday place said as the workplace is work, and so is a permit for the wedding', () => {
  it.each([
    'Lavoro in un residence al mare col contratto del turismo: quanti giorni per il matrimonio mi spettano?',
    'lavoriamo in un villaggio turistico in Sardegna, per le nozze quanti giorni ci danno?',
    'Sono assunto in un campeggio sul lago, a ottobre mi sposo: quanti giorni di permesso per il matrimonio?',
  ])('%s', (message) => {
    expect(isOffTopic(message)).toBe(false);
    expect(read(message).intent).toBe('leave');
  });

  it('a holiday asked about stays outside work', () => {
    expect(isOffTopic('Lavoro in banca. Per Ferragosto che mete economiche al mare mi consigliate?')).toBe(
      true,
    );
  });
});

describe('night hours said not to be overtime are night work', () => {
  it.each([
    "Copro il turno dalle 22 alle 6 tre volte a settimana in un albergo, è il mio orario di lavoro e non si tratta di straordinari: l'ora notturna quanto è maggiorata?",
    'Nel bar dove lavoro (pubblici esercizi) il mio orario normale finisce alle due di notte; non sono straordinari. Dopo mezzanotte spetta qualcosa in più?',
  ])('%s', (message) => {
    expect(read(message, [], 'calcolo').slots.overtimeKind).toBe('notturno');
  });

  it('overtime said outright at night stays night overtime', () => {
    expect(
      read('Ho fatto 2 ore di straordinario dopo mezzanotte in pizzeria, quanto valgono?', [], 'calcolo')
        .slots.overtimeKind,
    ).toBe('straordinario_notturno');
  });
});

describe('a leave told in the story, another topic asked after it (also with no question mark)', () => {
  it('a bereavement told, the part-time asked', () => {
    expect(
      read(
        "Il mese scorso ho perso il papà e ho preso i giorni di lutto. Lavoro in un'impresa di pulizie e vorrei chiedere il part-time: volevo sapere quante ore settimanali minime deve avere.",
      ).intent,
    ).toBe('part_time');
  });

  it('the leave asked itself stays the leave', () => {
    expect(
      read(
        'Ho avuto un lutto in famiglia la settimana scorsa: quanti giorni di permesso mi spettano nel commercio?',
      ).intent,
    ).toBe('leave');
  });
});

describe("the pay of hours worked on a Sunday, a holiday or at night, asked as such, is the hour's value", () => {
  it.each([
    'La domenica di Pasqua la nostra collaboratrice domestica ha lavorato: di quanto va aumentata la paga oraria?',
    'Il 2 giugno la colf è venuta lo stesso a lavorare, per lei era festa: come gliela paghiamo quella giornata?',
    'La badante convivente di mia nonna ha lavorato anche la domenica, il suo giorno libero: che maggiorazione le spetta?',
  ])('%s', (message) => {
    expect(read(message, [], 'calcolo').intent).toBe('overtime_value');
  });
});

describe('days of holiday asked in the final settlement are holidays, not the TFR', () => {
  it.each([
    "Mi licenzio a fine maggio, sono in un'azienda del commercio da gennaio: in liquidazione quanti giorni di ferie maturate mi spettano?",
    'Con la liquidazione di fine contratto quanti giorni di ferie residue mi devono pagare? Sono commessa da febbraio e finisco a fine giugno',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('holidays');
  });

  it('the TFR asked in the settlement stays the TFR', () => {
    expect(
      read('Nella liquidazione quanto TFR mi spetta con una RAL di 24.000 per un anno?', [], 'calcolo')
        .intent,
    ).toBe('tfr');
  });
});

describe('the week told beside the law-104 permits', () => {
  it.each([
    ['lavoro su 5 giorni', 5],
    ['tre giorni alla settimana', 3],
    ['dal lunedì al sabato', 6],
    ['sei giorni settimanali', 6],
  ])('%s → %s days', (text, days) => {
    expect(weekDays(fold(text))).toBe(days);
  });

  it.each(['26 giorni di ferie', 'su 3 giorni di permesso al mese'])('no week in "%s"', (text) => {
    expect(weekDays(fold(text))).toBeUndefined();
  });

  it('the weekly hours written next to the days', () => {
    expect(hoursOnDays(fold('faccio 18 ore su 3 giorni'))).toBe(18);
    expect(hoursOnDays(fold('32 ore settimanali su 4 giorni'))).toBe(32);
  });

  it('the writer caring for a relative under law 104 is not a carer the family employs', () => {
    const request = read(
      'Assisto mia madre con la 104 e lavoro 20 ore su 5 giorni: quante ore di permesso ho al mese?',
    );
    expect(request.slots.agreements).not.toContain(7);
    expect(request.slots.extraHours).toBeUndefined();
  });

  it("a family's carer is still domestic work", () => {
    expect(
      read('La badante di mia madre assiste anche mio padre: quante ore a settimana può lavorare?').slots
        .agreements,
    ).toContain(7);
  });
});

describe("a season's length is the months worked", () => {
  it.each([
    ['Cuoco al 4° livello turismo, una stagione di 3 mesi: quanto mi spetta di tredicesima?', 3],
    ['Aiuto cameriere FIPE 6° livello, 4 mesi di stagione: tredicesima?', 4],
  ])('%s → %s months', (message, months) => {
    expect(read(message, [], 'calcolo').slots.monthsWorked).toBe(months);
  });
});

describe('a leave asked over two short questions stays the leave', () => {
  it.each([
    "Faccio il magazziniere in un supermercato e mi sono iscritto all'università: spettano permessi pagati per studiare? quante ore?",
    'Mi sono iscritta a un corso serale per il diploma, lavoro in una ditta di pulizie da anni. Il contratto mi dà dei permessi per gli esami? Quante ore?',
    'Ci sono permessi retribuiti per studio nel contratto delle pulizie? Sto facendo un corso serale',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('leave');
  });
});
