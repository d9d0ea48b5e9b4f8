import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY, withUpload } from '../testing/agents.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });
const NO_AGREEMENT = /Non riesco a identificare con certezza il CCNL/;

describe('part-time asked as a law question needs no agreement (s64)', () => {
  it('a change of a part-timer’s hours refused under threat of dismissal: no justified reason', () => {
    const answer = askAgent(
      'main-agent',
      'lavoro a tempo parziale in un negozio, adesso la responsabile vuole spostarmi i turni tutte le settimane e mi ha detto che se rifiuto mi manda a casa con il licenziamento. è legale?',
    );
    expect(answer.text).not.toMatch(NO_AGREEMENT);
    expect(openingLine(answer.text)).toMatch(/non costituisce giustificato motivo di licenziamento/);
    expect(answer.text).toContain('art. 8 c. 1');
  });

  it('the elastic clause’s notice asked as whether one is needed at all', () => {
    const answer = askAgent(
      'main-agent',
      'il mio cameriere part-time ha firmato la clausola elastica: se sabato mi serve anticipargli il turno, ci vuole un preavviso o basta avvisarlo?',
    );
    expect(openingLine(answer.text)).toMatch(/2 giorni lavorativi/);
  });

  it('the form of a move from full to part time: a written act, whatever agreement', () => {
    const answer = askAgent(
      'main-agent',
      'un mio impiegato vuole ridurre l’orario e passare al part-time da settembre. basta che ci accordiamo a voce o va messo per iscritto?',
    );
    expect(answer.text).not.toMatch(NO_AGREEMENT);
    expect(openingLine(answer.text)).toMatch(/atto scritto/);
    expect(answer.text).toContain('art. 8 c. 1 e 2');
  });

  it('going back to full time when the employer hires full time: the precedence, in a follow-up', () => {
    const answer = askAgent(
      'main-agent',
      'e se fra qualche mese apro una posizione full time per la stessa mansione e lui vuole ritornare a tempo pieno, devo scegliere lui prima degli altri candidati?',
      { history: ['un mio impiegato è passato a part-time 20 ore a marzo, con accordo firmato.'] },
    );
    expect(answer.text).not.toMatch(NO_AGREEMENT);
    expect(openingLine(answer.text)).toMatch(/diritto di precedenza/);
    expect(answer.text).toContain('art. 8 c. 6');
  });

  it('university fees and credits of a part-time student are outside work, said so', () => {
    const answer = askAgent(
      'main-agent',
      'lavoro e studio, mi iscrivo come studente a tempo parziale: quanti CFU devo fare l’anno e quanto costano le tasse universitarie?',
    );
    expect(answer.text).not.toMatch(NO_AGREEMENT);
    expect(openingLine(answer.text)).toMatch(/esce da ciò di cui mi occupo/);
  });

  it('the agreement’s supplementary surcharge doubted against the law’s: why', () => {
    const earlier =
      'commessa part-time 20 ore, CCNL Commercio 5° livello: il mese scorso ha fatto 4 ore di supplementare, quanto le devo?';
    const answer = askAgent('calcolo', 'come mai il 35%? la legge non dice 15 per cento?', {
      history: [earlier],
    });
    expect(openingLine(answer.text)).toMatch(/35%/);
    expect(openingLine(answer.text)).toMatch(/15%/);
    expect(openingLine(answer.text)).toMatch(/non disciplina/);
  });

  it('the part-time minimum asked again for a smaller firm reads the part-time, not the full week', () => {
    const earlier =
      'ho un supermercato con 50 addetti, CCNL Terziario Confcommercio: sotto quante ore non posso scendere con un part-time?';
    const message = 'e per un piccolo negozio di 8 dipendenti il minimo di ore?';
    expect(read(message, [earlier]).intent).toBe('part_time');
    expect(askAgent('main-agent', message, { history: [earlier] }).text).toContain('16 ore');
  });

  it('hours beyond the full week after a part-timer’s extra hours are overtime', () => {
    const earlier =
      'ccnl studi professionali, sono a 24 ore in uno studio legale e a volte resto di più: le ore in più come vanno pagate?';
    const message = 'e se una settimana sforo le 40 ore, le ore sopra le 40 con che maggiorazione le pagano?';
    expect(read(message, [earlier]).intent).toBe('overtime_value');
    expect(openingLine(askAgent('main-agent', message, { history: [earlier] }).text)).toMatch(/15%/);
  });

  it('a conversion letter’s start day and hours, in the order asked', () => {
    const letter =
      'Gentile Sig. Rossi\nOggetto: trasformazione del rapporto di lavoro a tempo parziale\nCon la presente Le confermiamo che il Suo rapporto di lavoro sarà trasformato a tempo parziale verticale a decorrere dal 1° marzo 2027.\nL’orario di lavoro sarà di 24 ore settimanali, il lunedì, martedì e mercoledì.\nPer accettazione';
    const answer = askAgent(
      'main-agent',
      'ho caricato la lettera: da che giorno inizia il part-time e quante ore a settimana farò?',
      withUpload('trasformazione.txt', letter),
    );
    expect(openingLine(answer.text)).toMatch(/1° marzo 2027/);
    expect(answer.text).toContain('24 ore settimanali');
  });
});
