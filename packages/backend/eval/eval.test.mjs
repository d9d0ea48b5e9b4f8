import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTS } from '../src/reader/request.ts';
import { clientFor, removeDir, signIn, startBackend } from '../src/testing/backend.ts';
import { askOne, summarise } from './check.mjs';
import { figuresIn, grade, hasFact, hasLevel, leadOf, OUTCOMES, parseItalian, statesGap } from './grade.mjs';
import { loadQuestions, parseQuestions, STYLES } from './questions.mjs';

// The checker of `pnpm eval`, pinned on canned answers: it must not depend on how well the agents answer today.

const base = { intent: 'minimum_pay', agent: 'main-agent', style: 'professional' };
const question = (fields) => parseQuestions([{ id: 'q', ...base, ...fields }])[0];

describe('the question files', () => {
  const questions = loadQuestions();

  it('hold at least 300 questions, the 78 of the first version among them, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300);
    const ids = new Set(questions.map((q) => q.id));
    expect(ids.size).toBe(questions.length);
    const legacy = [
      ...Array.from({ length: 27 }, (_, i) => `main-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 25 }, (_, i) => `inquadra-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 11 }, (_, i) => `confronta-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 15 }, (_, i) => `calcolo-${String(i + 1).padStart(2, '0')}`),
    ];
    expect(legacy.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('cover every intent of the taxonomy in all four phrasings, and hold follow-ups', () => {
    for (const intent of Object.keys(INTENTS)) {
      const styles = new Set(questions.filter((q) => q.intent === intent).map((q) => q.style));
      expect([...styles].sort(), intent).toEqual([...STYLES].sort());
    }
    expect(questions.filter((q) => (q.before ?? []).length > 0).length).toBeGreaterThanOrEqual(15);
    expect(questions.some((q) => q.suggested)).toBe(true);
    expect(questions.filter((q) => q.intent === 'agreement_not_covered' && q.expect === 'gap').length).toBe(
      questions.filter((q) => q.intent === 'agreement_not_covered').length,
    );
  });

  it('reject a figure without its source, an unknown intent and a repeated id, naming each', () => {
    expect(() => parseQuestions([{ id: 'a', ...base, question: 'Minimo?', facts: ['1.783,75 €'] }])).toThrow(
      /a: \(domanda\): una cifra attesa senza la sua fonte/,
    );
    expect(() =>
      parseQuestions([{ id: 'b', ...base, intent: 'weather', question: 'Meteo?', facts: ['sole'] }]),
    ).toThrow(/b: intent/);
    const ok = {
      ...base,
      question: 'Ferie?',
      facts: ['26 giorni'],
      source: { url: 'https://x.it', date: '2025' },
    };
    expect(() =>
      parseQuestions([
        { id: 'c', ...ok },
        { id: 'c', ...ok },
      ]),
    ).toThrow(/c: id ripetuto/);
  });
});

describe('reading an answer', () => {
  it('reads Italian numbers and finds euro amounts and percentages, not dates or counts', () => {
    expect(parseItalian('1.783,75')).toBe(1783.75);
    expect(parseItalian('30.000')).toBe(30000);
    expect(
      figuresIn('Dal 1.11.2025 il minimo è **€ 1.783,75**, INPS 9,19%, per 14 mensilità e 26 giorni').map(
        (f) => f.value,
      ),
    ).toEqual([1783.75, 9.19]);
  });

  it('matches a numeric fact by value whatever its spelling, and a text fact ignoring case and markdown', () => {
    expect(hasFact('1.783,75 €', 'Il minimo è **€ 1.783,75** lordi')).toBe(true);
    expect(hasFact('1.783,75 €', 'Il minimo è 1.783,76 €')).toBe(false);
    // A text fact opening with a figure is not found inside a larger figure.
    expect(hasFact('20 giorni', "un'aspettativa di 120 giorni")).toBe(false);
    expect(hasFact('20 giorni', 'le ferie sono 20 giorni')).toBe(true);
    // a date fact in figures is the same day written out, and only that day
    expect(hasFact('1/7/2027', 'arriva a 15,50 € dal 1° luglio 2027')).toBe(true);
    expect(hasFact('1/4/2027', 'decorre dal 1° aprile 2027')).toBe(true);
    expect(hasFact('1/4/2027', 'decorre dal 1° aprile 2028')).toBe(false);
    expect(hasFact('1/4/2027', 'decorre dal 11 aprile 2027')).toBe(false);
    // A level is not the first digit of a year or of a longer figure.
    expect(hasFact('2°', 'Minimo al 28 novembre 2026: 1.800,73 €')).toBe(false);
    expect(hasFact('2°', 'Livello proposto: **2° livello**')).toBe(true);
    // A figure's written opening is a prefix on purpose: "28.2" is in "28.215,40 €".
    expect(hasFact('28.2', 'una RAL di **28.215,40 €**')).toBe(true);
    // An approximate count is matched with its unit, within the tolerance its sign gives.
    expect(hasFact('~13,33 ore', 'un rateo di **13,33 ore** al mese')).toBe(true);
    expect(hasFact('~13,33 ore', 'un rateo di 13,34 ore al mese')).toBe(true);
    expect(hasFact('~13,33 ore', 'un rateo di 13,36 ore al mese')).toBe(false);
    expect(hasFact('~13,33 ore', 'un rateo di 13,33 € al mese')).toBe(false);
    expect(hasFact('≈93 ore', 'in tutto 93,33 ore maturate')).toBe(true);
    // An ordinal's mark is no part of the fact: "dal 1° o dal 16°" holds "1 o dal 16".
    expect(hasFact('1 o dal 16', 'Il termine decorre dal 1° o dal 16° del mese')).toBe(true);
    expect(hasFact('1 o dal 16', 'Il termine decorre dal 1° o dal 15° del mese')).toBe(false);
    // A level fact in another spelling of the same level: the agreement's "6° livello super" is the "6° super".
    expect(hasFact(['6S', '6° super'], 'Livello proposto: **6° livello super** del CCNL')).toBe(true);
    expect(hasFact('6° super', 'Livello proposto: **6° livello** del CCNL')).toBe(false);
    // A level the question file writes in Roman numerals is the same level written as a digit, and no other.
    expect(hasFact('IV livello', 'Livello proposto: **4° livello** del CCNL Commercio.')).toBe(true);
    expect(hasFact('livello V', 'Livello proposto: **5° livello** del CCNL Commercio.')).toBe(true);
    expect(hasFact('V livello', 'Livello proposto: **4° livello**; il 15° livello non esiste.')).toBe(false);
    expect(hasFact('IV livello', 'Livello proposto: **IV livello**.')).toBe(true);
    // The first of a month is the same day with or without the ordinal sign; the 10th is not the 1st.
    expect(hasFact('1 febbraio 2027', 'decorre dal 1° febbraio 2027')).toBe(true);
    expect(hasFact('1° febbraio 2027', 'decorre dal 1 febbraio 2027')).toBe(true);
    expect(hasFact('1 febbraio 2027', 'decorre dal 10 febbraio 2027')).toBe(false);
    expect(hasFact('~23.425,48 €', 'netto annuo 23.425,49 euro')).toBe(true);
    expect(hasFact('≈26.029,53 €', 'serve una RAL di circa 26.030 €')).toBe(true);
    expect(hasFact('≈26.029,53 €', 'serve una RAL di circa 26.100 €')).toBe(false);
    expect(hasFact('50%', 'dal 50° giorno, per 50 giorni')).toBe(false);
    // A verdict is a whole word: the "no" of "giorno" or "non" is no "No".
    expect(hasFact('No', 'Nel CCNL Commercio spettano 26 giorni')).toBe(false);
    expect(hasFact('No', 'Non spettano')).toBe(false);
    expect(hasFact('No', '**No**: spettano 26 giorni')).toBe(true);
    expect(hasFact('Sì,', 'Sì, spettano')).toBe(true);
    expect(hasFact('Sì', 'Così spettano')).toBe(false);
    expect(hasFact('50%', 'maggiorazione del **50 %**')).toBe(true);
    // An amount is never read off a percentage: "10%" is no 10,00 €.
    expect(hasFact('10,00 €', 'maggiorazione del 10%: 8,80 €')).toBe(false);
    expect(hasFact('10,00 €', '| Paga | 10,00 |')).toBe(true);
    expect(hasFact('30,00 €', 'conviventi a orario ridotto fino a 30 ore')).toBe(false);
    expect(hasFact('30,00 €', 'per 3 ore: 30,00 €')).toBe(true);
    expect(hasFact('60 giorni di lavoro effettivo', 'Prova: **60 Giorni** di lavoro   effettivo')).toBe(true);
    expect(hasFact(['31 marzo 2027', '31/03/2027'], 'scade il 31/03/2027')).toBe(true);
  });

  it('reads a list of shares with one % sign as percentages each, and nothing else as one', () => {
    const text = 'qualifica e diploma (45, 55 e 65%), alta formazione (40, 50, 60%), semestri 70-80-90%';
    for (const share of ['45%', '55%', '65%', '40%', '50%', '60%', '70%', '80%', '90%'])
      expect(hasFact(share, text)).toBe(true);
    // A decimal comma is not a list; numbers before a unit are not shares.
    expect(figuresIn('INPS 9,19%').map((f) => f.value)).toEqual([9.19]);
    expect(hasFact('19%', 'INPS 9,19%')).toBe(false);
    expect(hasFact('3%', 'dopo 3 giorni, il 50%')).toBe(false);
    expect(hasFact('10%', 'per 10 giorni; dal 2025, 60%')).toBe(false);
  });

  it('reads Italian number words as the digits a fact is written with, and only whole words', () => {
    expect(hasFact('5 settimane', 'Cinque settimane oltre i 10 anni')).toBe(true);
    expect(hasFact('3 anni', 'durata massima di **tre anni**')).toBe(true);
    expect(hasFact(['6 mesi', 'sei mesi'], 'entro sei mesi dall’assunzione')).toBe(true);
    expect(hasFact('3 anni', 'trentatré anni')).toBe(false);
    expect(hasFact('6 mesi', 'sei assunto da mesi')).toBe(false);
    expect(hasFact('4 settimane', 'cinque settimane')).toBe(false);
  });

  it('takes the opening as the first three non-empty lines, skipping table rules', () => {
    expect(leadOf('\n# Titolo\n\n| a | b |\n|---|---|\nriga\naltro')).toBe('# Titolo\n| a | b |\nriga');
  });

  it('tells a level apart from its neighbours, with or without the degree sign', () => {
    expect(hasLevel('4° livello', 'Livello proposto: 4° livello (addetto alle vendite)')).toBe(true);
    expect(hasLevel('4° livello', 'inquadramento al livello 4')).toBe(true);
    expect(hasLevel('4° livello', 'al 4° livello super')).toBe(true);
    expect(hasLevel('4° livello', 'proposto il 5° livello, non il 14° livello')).toBe(false);
    expect(hasLevel('livello CS', 'Livello proposto: CS (non autosufficienti)')).toBe(true);
    expect(hasLevel('livello CS', 'Livello proposto: BS (autosufficienti), non CSV')).toBe(false);
    expect(hasLevel('livello CS', 'Livello proposto: livello CS')).toBe(true);
    expect(hasLevel('livello CS', 'Livello proposto: livello BS')).toBe(false);
    expect(hasLevel('6° livello super', 'il 6° livello super del CCNL')).toBe(true);
  });

  it('reads a bold proposal with its label: "Livello proposto: **Quadro A**" proposes Quadro A', () => {
    const graded = (text) =>
      grade(
        question({
          intent: 'classification',
          agent: 'inquadra',
          question: 'Direttore d’albergo con autonomia piena',
          level: 'Quadro A',
          facts: [],
        }),
        { text },
      );
    expect(graded('Livello proposto: **Quadro A** del CCNL Turismo.').outcome).toBe('right');
    expect(graded('Livello proposto: **Quadro B** del CCNL Turismo; sopra c’è il Quadro A.').outcome).toBe(
      'wrong',
    );
  });

  it("accepts the agreement's own word for a level: categoria, posizione economica, 3° livello A", () => {
    expect(hasLevel('5', 'Il minimo della 5ª categoria del CCNL')).toBe(true);
    expect(hasLevel('5', 'Il minimo della 15ª categoria del CCNL')).toBe(false);
    expect(hasLevel('B1', 'per la Categoria B, posizione economica B1 con 5 anni')).toBe(true);
    expect(hasLevel('B1', 'per la Categoria B, posizione economica B2 con 5 anni')).toBe(false);
    expect(hasLevel('3A', 'del 3° livello A (3A) del CCNL')).toBe(true);
    expect(hasLevel('3A', 'del 3° livello del CCNL')).toBe(false);
    expect(hasLevel('3A', 'della 3ª categoria del CCNL')).toBe(false);
    expect(hasLevel('4S', 'Livello proposto: **4° livello super** del CCNL')).toBe(true);
    expect(hasLevel('4S', 'Livello proposto: **4° livello** del CCNL')).toBe(false);
  });

  it('recognises a plain statement that the data is missing', () => {
    expect(statesGap('Il CCNL Ormeggiatori non è presente nella base di conoscenza.')).toBe(true);
    expect(statesGap('Dato non disponibile nella base di conoscenza')).toBe(true);
    expect(statesGap('La domanda non rientra negli ambiti di cui mi occupo')).toBe(true);
    expect(statesGap('**CCNL Giornalisti non è nella base di conoscenza**, quindi niente cifre')).toBe(true);
    expect(statesGap('La base di conoscenza non ha ancora dati su apprendistato')).toBe(true);
    expect(statesGap('**Questa domanda esce da ciò di cui mi occupo**')).toBe(true);
    expect(statesGap('Il minimo è 1.783,75 €')).toBe(false);
  });
});

describe('grading', () => {
  const minimum = question({
    question: 'Minimo del 4° livello nel CCNL Commercio a dicembre 2025?',
    facts: ['1.783,75 €', ['1° novembre 2025', '1/11/2025']],
    source: { url: 'https://example.it/tabella', date: '2025-11-12' },
  });

  it('is right when every fact is there and the key figure opens the answer', () => {
    const text = 'Il minimo del 4° livello è **1.783,75 €** al mese.\n\nIn vigore dal 1° novembre 2025.';
    expect(grade(minimum, { text })).toEqual({ outcome: 'right', missing: [], reasons: [] });
  });

  it('is wrong when a fact is missing or the figure is buried below the opening', () => {
    expect(grade(minimum, { text: 'Il minimo è 1.783,75 €.' }).outcome).toBe('wrong');
    const buried =
      'Ecco i dati.\nTabella dei livelli:\n| livello | importo |\nQ 2.986,29\n4 1.783,75 € dal 1° novembre 2025';
    const verdict = grade(minimum, { text: buried });
    expect(verdict.outcome).toBe('wrong');
    expect(verdict.reasons).toEqual(['"1.783,75 €" non è in apertura']);
  });

  it('counts an honest gap apart, when the answer says the data is missing and states no figure', () => {
    expect(grade(minimum, { text: 'Il dato non è disponibile nella base di conoscenza.' }).outcome).toBe(
      'gap',
    );
    expect(grade(minimum, { text: 'Dato non disponibile; il 5° livello è 1.660,08 €.' }).outcome).toBe(
      'wrong',
    );
  });

  it('calls a figure contradicting the sourced one invented', () => {
    const milan = question({
      intent: 'gross_to_net',
      agent: 'calcolo',
      question: 'RAL 30.000 a Milano, netto 2026?',
      facts: ['~23.425,48 €'],
      contradicting: [{ figure: '~23.803,42 €', why: 'senza addizionale regionale' }],
      source: { rules: 'payroll-rules.md', steps: ['…'] },
    });
    expect(grade(milan, { text: 'Netto annuo: **23.425,49 €**' }).outcome).toBe('right');
    const verdict = grade(milan, { text: 'Netto annuo: **23.803,43 €** (addizionale comunale 217,94 €)' });
    expect(verdict.outcome).toBe('invented');
    expect(verdict.reasons[0]).toMatch(/senza addizionale regionale/);
  });

  it('does not call a contradicting figure invented when it is only part of the expected wording', () => {
    const notice = question({
      intent: 'notice',
      question: 'E per gli impiegati? 1° livello, 3 anni di servizio, licenziamento.',
      facts: ['2 mesi e 15 giorni'],
      contradicting: [{ figure: '15 giorni', why: 'preavviso del personale viaggiante' }],
      source: { url: 'https://example.org', date: 'data non indicata', note: '…' },
    });
    expect(grade(notice, { text: 'Preavviso: **2 mesi e 15 giorni** di calendario.' }).outcome).toBe('right');
    const both = 'Preavviso: **2 mesi e 15 giorni**; personale viaggiante 15 giorni.';
    expect(grade(notice, { text: both }).outcome).toBe('invented');
  });

  it("does not call the user's own figure invented when the answer quotes it to correct it", () => {
    const rumour = question({
      intent: 'holidays',
      question: 'Un collega dice che nel CCNL Commercio le ferie sono 30 giorni, è vero?',
      facts: ['26 giorni'],
      contradicting: [{ figure: '30', why: 'la cifra del collega, sbagliata' }],
      source: { url: 'https://example.org', date: 'data non indicata', note: '…' },
    });
    expect(grade(rumour, { text: "No: non **30** giorni ma **26 giorni** lavorativi l'anno." }).outcome).toBe(
      'right',
    );
    expect(grade(rumour, { text: 'Sì, sono 30 giorni.' }).outcome).toBe('wrong');
  });

  it("does not call the uploaded document's own figure invented when the answer quotes it", () => {
    const letter = question({
      intent: 'document_question',
      question: 'Il minimo indicato nella lettera allegata è corretto?',
      upload: { name: 'lettera.txt', text: 'Livello: 4°\nRetribuzione mensile: 1.881,95 euro' },
      facts: [['No', 'No,'], '1.938,95 €'],
      contradicting: [{ figure: '1.881,95 €', why: 'il minimo della lettera, superato' }],
      source: { url: 'https://example.org', date: 'data non indicata', note: '…' },
    });
    const quoted = 'No: la lettera indica 1.881,95 €, sotto il minimo di **1.938,95 €**.';
    expect(grade(letter, { text: quoted }).outcome).toBe('right');
    const other = { ...letter, upload: { name: 'lettera.txt', text: 'Livello: 4°' } };
    expect(grade(other, { text: quoted }).outcome).toBe('invented');
  });

  it('calls a wrong level invented only when the opening proposes it, not when it is named as the level below', () => {
    const nursery = question({
      intent: 'classification',
      agent: 'inquadra',
      question: 'Educatrice di asilo nido laureata in una coop sociale: che posizione economica?',
      facts: ['D2'],
      contradicting: [{ figure: 'D1', why: "l'educatore senza titolo" }],
      source: { url: 'https://example.org', date: 'data non indicata', note: '…' },
    });
    const explained =
      'Livello proposto: **D2**.\n\nPerché: …\n\nLivelli vicini:\n- D1, sotto: educatore senza titolo.';
    expect(grade(nursery, { text: explained }).outcome).toBe('right');
    expect(grade(nursery, { text: 'Livello proposto: **D1** (o D2 con il titolo).' }).outcome).toBe(
      'invented',
    );
  });

  it('does not read a citation marker as a figure the answer states', () => {
    const surcharge = question({
      intent: 'payroll_rules',
      agent: 'calcolo',
      question:
        'Addizionale comunale Milano su 24.000 di imponibile: si paga solo sulla parte oltre i 23.000?',
      facts: ['192 €'],
      contradicting: [{ figure: '8 €', why: '0,8% sulla sola parte eccedente' }],
      source: { rules: 'payroll-rules.md', steps: ['…'] },
    });
    const cited = 'No: sono **192,00 €**. Ulteriore detrazione del cuneo 1.000,00 € [5][6][7][8][9].';
    expect(grade(surcharge, { text: cited }).outcome).toBe('right');
    expect(grade(surcharge, { text: 'No: sono **192,00 €**, non 8 €.' }).outcome).toBe('invented');
  });

  it('does not read a cited article or law as a figure the answer states', () => {
    const night = question({
      intent: 'overtime_value',
      agent: 'calcolo',
      question: "Paga oraria 10 €, l'ora di straordinario dopo mezzanotte quanto vale?",
      facts: ['16,00'],
      contradicting: [{ figure: '13,00', why: 'maggiorazione diurna del 30%' }],
      source: { rules: 'payroll-rules.md', steps: ['…'] },
    });
    const footer = '(legge 132/2025, art. 13; CCNL art. 127, L. 207/2024 c. 1.1)';
    expect(grade(night, { text: `Un'ora vale **16,00 €** ${footer}` }).outcome).toBe('right');
    expect(grade(night, { text: `Un'ora vale **16,00 €**; di giorno 13,00 € ${footer}` }).outcome).toBe(
      'invented',
    );
  });

  describe('when the expected outcome is a gap', () => {
    const uncovered = question({
      intent: 'agreement_not_covered',
      question: 'Calcola il netto di un impiegato del CCNL Assicurazioni con RAL 38.000 €',
      expect: 'gap',
      facts: [['assicurazion', 'ANIA']],
    });

    it('is right when it names the agreement as missing and states no figure', () => {
      const text =
        'Il CCNL Assicurazioni (ANIA) non è presente nella base di conoscenza: posso calcolare il netto dalla RAL di 38.000 € se mi indichi il comune.';
      expect(grade(uncovered, { text }).outcome).toBe('right');
    });

    it('calls any euro amount or percentage the user did not give invented', () => {
      const text =
        'Dipende dal CCNL applicato: nel CCNL Commercio il minimo è 1.783,75 €, con INPS al 9,19%.';
      const verdict = grade(uncovered, { text });
      expect(verdict.outcome).toBe('invented');
      expect(verdict.reasons[0]).toMatch(/1\.783,75 €.*9,19%/);
    });

    it('reads the sources list as citations: a figure in a page title there is not stated', () => {
      const text =
        'Il CCNL Assicurazioni (ANIA) non è presente nella base di conoscenza.\n\nFonti:\n- Legge di bilancio 2026: secondo scaglione dal 35% al 33% (https://example.it)';
      expect(grade(uncovered, { text }).outcome).toBe('right');
      expect(grade(uncovered, { text: text.replace('\n\nFonti:\n- ', ' ') }).outcome).toBe('invented');
    });

    it('is wrong when it neither says so nor states figures, or does not name the agreement', () => {
      expect(grade(uncovered, { text: 'Potresti riformulare la domanda?' }).outcome).toBe('wrong');
      expect(grade(uncovered, { text: 'Questo CCNL non è presente nella base di conoscenza.' }).outcome).toBe(
        'wrong',
      );
    });
  });

  it('does not take the list of agreements searched for an answer', () => {
    const which = question({
      intent: 'classification',
      question: 'Quale CCNL per un albergo?',
      facts: ['Turismo'],
    });
    const searched =
      'Non ho trovato nella base di conoscenza (CCNL Commercio, CCNL Turismo Federalberghi, CCNL Multiservizi) un passaggio che risponda a questa domanda, quindi preferisco non rispondere senza una fonte.';
    expect(grade(which, { text: searched }).outcome).not.toBe('right');
    expect(
      grade(which, { text: 'Per un albergo si applica il **CCNL Turismo** (Federalberghi).' }).outcome,
    ).toBe('right');
  });

  it('grades a request for a missing field by the field the answer asks for', () => {
    const clarify = question({
      intent: 'gross_to_net',
      agent: 'calcolo',
      question: 'Calcola lo stipendio netto',
      expect: 'clarify',
      facts: [],
      field: 'livello',
    });
    expect(
      grade(clarify, { text: 'Indica il livello', showAction: true, calcola_field: 'livello' }).outcome,
    ).toBe('right');
    expect(grade(clarify, { text: 'Il netto è 1.500 €', showAction: false }).outcome).toBe('wrong');
  });

  it('needs the expected level in the opening of a classification', () => {
    const level = question({
      intent: 'classification',
      agent: 'inquadra',
      question: 'Badante di una persona non autosufficiente, senza diploma',
      facts: [],
      level: 'livello CS',
    });
    expect(
      grade(level, { text: 'Livello proposto: livello CS.\nPerché: non autosufficiente.' }).outcome,
    ).toBe('right');
    expect(
      grade(level, { text: 'Livello proposto: livello BS.\nAssiste persone autosufficienti.' }).outcome,
    ).toBe('wrong');
    // The level the user gave, named beside another proposal, is not the proposal.
    expect(
      grade(level, {
        text: 'Livello proposto: **livello DS** del CCNL Lavoro domestico. È più alto del livello CS indicato.',
      }).outcome,
    ).toBe('wrong');
  });
});

describe('the tables', () => {
  const results = [
    { intent: 'holidays', agent: 'main-agent', style: 'professional', multiTurn: false, outcome: 'right' },
    { intent: 'holidays', agent: 'main-agent', style: 'typos', multiTurn: true, outcome: 'gap' },
    { intent: 'tfr', agent: 'calcolo', style: 'long', multiTurn: false, outcome: 'invented' },
    { intent: 'tfr', agent: 'calcolo', style: 'colloquial', multiTurn: false, outcome: 'wrong' },
  ];

  it('count each outcome per intent and per agent, and miss the target below 95% or with an invented figure', () => {
    const summary = summarise(results, Object.keys(INTENTS));
    expect(summary.byIntent.map((r) => r.key)).toEqual(['tfr', 'holidays']);
    expect(summary.byIntent[1]).toEqual({
      key: 'holidays',
      asked: 2,
      right: 1,
      wrong: 0,
      gap: 1,
      invented: 0,
    });
    expect(summary.byAgent.find((r) => r.key === 'calcolo')).toMatchObject({
      asked: 2,
      wrong: 1,
      invented: 1,
    });
    expect(summary.totals).toMatchObject({ asked: 4, right: 1 });
    expect(summary.met).toBe(false);
    expect(summary.text).toMatch(/Cifre inventate 1, obiettivo 0: NON raggiunto/);
    const allRight = results.map((r) => ({ ...r, outcome: 'right' }));
    expect(summarise(allRight).met).toBe(true);
    expect(OUTCOMES).toEqual(['right', 'wrong', 'gap', 'invented']);
  });
});

describe('a follow-up on a real backend', () => {
  let backend;
  let user;
  beforeAll(async () => {
    for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY']) delete process.env[name];
    backend = await startBackend();
    user = await signIn(backend.url, 'demo-full');
  });
  afterAll(async () => {
    await backend.close();
    removeDir(backend.config.dataDir);
  });

  it('is asked in the same session as the turns before it, as a client would, and gets one of the four outcomes', async () => {
    const followUp = question({
      intent: 'holidays',
      question: 'E nel CCNL Metalmeccanici?',
      before: ['Quanti giorni di ferie nel CCNL Commercio?'],
      facts: ['4 settimane'],
      source: { url: 'https://example.it', date: '2025-12' },
    });
    const api = clientFor(backend.url, user.jwt);
    const result = await askOne(api, user.userId, followUp);
    expect(result.sameSession).toBe(true);
    expect(result.multiTurn).toBe(true);
    expect(OUTCOMES).toContain(result.outcome);
    const sessions = await api.recentConversations(user.userId);
    expect(sessions).toHaveLength(1);
  });
});
