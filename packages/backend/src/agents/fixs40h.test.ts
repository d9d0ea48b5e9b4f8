import { describe, expect, it } from 'vitest';
import { questionSentences } from '../reader/question-sentences.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Rules, follow-ups and honest gaps in a food group's questions (session 40, h210).

const read = (message: string, history: string[] = [], agent?: string) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY, agent } as never);

describe('Sunday work with the rest given on another day', () => {
  const night =
    'Industria alimentare, turni: quanto è la maggiorazione per il lavoro notturno fatto nel turno?';
  const sunday =
    'E la domenica? Se uno lavora la domenica e il riposo glielo diamo il martedì, quanto gli tocca in più?';
  it('reads the bare "E la domenica?" as the lead-in of the next question', () => {
    expect(questionSentences(sunday)).toHaveLength(0);
  });
  it('answers the Sunday-with-rest surcharge, not the holiday one', () => {
    const opening = openingLine(askAgent('main-agent', sunday, { history: [night] }).text);
    expect(opening).toContain('**10%**');
    expect(opening).not.toContain('50%');
  });
});

describe('the parental leave asked after the paternity leave', () => {
  it('answers the parental leave’s months at 80%', () => {
    const text = askAgent(
      'main-agent',
      'e poi se vuole stare a casa di piu col parentale, quanti mesi pagati all80%?',
      {
        history: ['Un operaio del pastificio diventa papà a gennaio: quanti giorni gli toccano come padre?'],
      },
    ).text;
    expect(openingLine(text)).toContain('congedo parentale');
    expect(openingLine(text)).toContain('3 mesi pagati all’80%');
  });
});

describe('the element paid where no company bargaining exists', () => {
  const asked =
    "Buongiorno, sono nuova nell'ufficio paghe del gruppo, vengo dal commercio e con l'alimentare sto ancora imparando. Nel salumificio (30 dipendenti) non abbiamo mai firmato un integrativo aziendale. Il consulente di prima metteva in busta una voce 'elemento di garanzia' di 30 euro, ma col rinnovo firmato nel 2024 è cambiata. Quanto deve essere adesso al mese?";
  it('keeps the writer’s background sector out of the agreements asked', () => {
    const ids = read(asked).slots.agreements.map((id) => testKb.byCategory(id)?.short_name);
    expect(ids).toEqual(['CCNL Alimentari industria']);
  });
  it('keeps the agreement the background clause names after its "e"', () => {
    const other =
      "Sono il nuovo consulente, vengo dal metalmeccanico e seguo un caseificio che applica il contratto dell'industria alimentare. Non c'è integrativo: l'elemento per mancata contrattazione di secondo livello quanto è al mese?";
    expect(openingLine(askAgent('main-agent', other).text)).toContain('**45 euro**');
  });
  it('opens with the agreement’s element, 45 euro', () => {
    const opening = openingLine(askAgent('main-agent', asked).text);
    expect(opening).toContain('Alimentari industria');
    expect(opening).toContain('**45 euro**');
  });
});

describe('a task learned in days with no machine to run', () => {
  it('is the level whose work needs no particular knowledge', () => {
    const text = askAgent(
      'inquadra',
      'salumificio: ragazzo nuovo che mette i salami sui carrelli e li porta in asciugatura, mansione imparata in 2 gg, nessuna macchina da condurre. che livello alimentari industria?',
    ).text;
    expect(openingLine(text)).toContain('6° livello');
  });
});

describe('an agreement held only at its national floors', () => {
  const asked =
    'Mungitore assunto col contratto degli operai agricoli, più il provinciale di Reggio: operaio a tempo indeterminato, area 2. Quanto è il salario mensile che gli spetta e quante ore settimanali fa da contratto?';
  it('reads the pay and the hours both', () => {
    const request = read(asked);
    expect(request.intent).toBe('minimum_pay');
    expect(request.alsoAsked).toContain('working_hours');
  });
  it('opens with the provincial wage’s gap, then the national floor and the hours', () => {
    const text = askAgent('main-agent', asked).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).toContain('1.330,25 €');
    expect(text).toContain('39 ore');
  });
});

describe('a section of the tables the knowledge base lacks', () => {
  it('says the collective catering table is missing, with no general-section figure', () => {
    const text = askAgent(
      'calcolo',
      'La mensa è in appalto a una società che applica il CCNL FIPE, sezione ristorazione collettiva: qual è il minimo mensile di oggi del 4° livello di quella sezione?',
    ).text;
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
  it('still answers the general section when the agreement is named by its full name', () => {
    const text = askAgent(
      'calcolo',
      'CCNL per i dipendenti da aziende dei settori Pubblici Esercizi, Ristorazione Collettiva e Commerciale e Turismo: minimo del 4° livello?',
    ).text;
    expect(openingLine(text)).toContain('1.692,69 €');
  });
});
