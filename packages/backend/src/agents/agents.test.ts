import { texts } from '@ccnl/core';
import { describe, expect, it } from 'vitest';
import { euro } from '../kb/format.js';
import { cents, netPay } from '../payroll/net-pay.js';
import { askAgent as ask, testKb as kb, openingLine } from '../testing/agents.js';
import type { AgentResult } from './agents.js';
import { AI_NOTICE } from './answer.js';

/** Every answer closes with the AI notice; every answer with content cites its sources. */
function expectWellFormed(answer: AgentResult) {
  expect(answer.text.trimEnd().endsWith(AI_NOTICE)).toBe(true);
  expect(answer.riferimenti.length).toBeGreaterThan(0);
  for (const r of answer.riferimenti) expect(r.source_url).toMatch(/^https?:\/\//);
  expect(answer.relatedQuestions.length).toBeGreaterThanOrEqual(3);
  expect(answer.relatedQuestions.length).toBeLessThanOrEqual(5);
}

/** The opening's prose, without the "[n]" source markers (their placement is tested in source-markers.test). */
const SOURCE_MARKERS = /(?: \[\d+\])+(?=[.;:]?$)|(?: ?\[\d+\])+(?=[.;:])/g;

describe('main-agent', () => {
  it('answers first with the figure and the date it applies from, then details and sources', () => {
    const answer = ask(
      'main-agent',
      'Qual è il minimo mensile del 4° livello nel CCNL Commercio al 1° dicembre 2025?',
    );
    const [first] = answer.text.split('\n');
    expect(first).toBe(
      'Nel CCNL Commercio il minimo mensile lordo del 4° livello al 1° dicembre 2025 è **1.783,75 €**, in vigore dal 1° novembre 2025 (paga base 1.257,46 €, contingenza 524,22 €, terzo elemento nazionale 2,07 €). Dal 1° novembre 2026 sale a 1.818,75 € (+35,00 €) [1][2].',
    );
    expect(answer.text).toContain('Fonti:');
    expect(answer.riferimenti[0]).toMatchObject({
      ccnl: 'CCNL Commercio',
      article: 'tabella minimi dal 1° novembre 2025',
    });
    expectWellFormed(answer);
    // The follow-ups are about this agreement and this level, not the question asked again.
    expect(answer.relatedQuestions.every((q) => q.includes('CCNL Commercio'))).toBe(true);
    expect(answer.relatedQuestions.some((q) => q.includes('4° livello'))).toBe(true);
  });

  it('answers a level-specific probation and notice question from the level’s row', () => {
    const prova = ask('main-agent', 'Quanto dura la prova per un 6° livello?', { categories: [1] });
    expect(openingLine(prova.text)).toBe(
      'Nel CCNL Commercio il periodo di prova massimo per il 6° livello è di **45 giorni di lavoro effettivo** [1].',
    );
    const preavviso = ask('main-agent', 'preavviso per il livello C2 nei metalmeccanici');
    expect(openingLine(preavviso.text)).toContain(
      '**fino a 5 anni: licenziamento 1 mese e 15 giorni, dimissioni 1 mese e 15 giorni**',
    );
    expectWellFormed(preavviso);
  });

  it('shows a gap as a gap, with its reason, and no invented figure', () => {
    const answer = ask('main-agent', 'Quanto dura il periodo di prova nel CCNL Terziario Confesercenti?');
    expect(openingLine(answer.text)).toMatch(
      /^Nel CCNL Terziario Confesercenti, periodo di prova: dato non disponibile nella base di conoscenza \(Periodo di prova del CCNL Confesercenti non trovato: /,
    );
    expect(answer.text).not.toMatch(/\b\d+ (giorni|mesi)/);
  });

  it('without an agreement asks for it with the spec’s words, and lists no other agreement’s figures', () => {
    const answer = ask('main-agent', 'Quante ore settimanali si lavorano?');
    expect(openingLine(answer.text)).toMatch(/^Non riesco a identificare con certezza il CCNL/);
    expect(answer.text).toContain('Potresti riformulare la domanda specificando o selezionando');
    expect(answer.text).not.toContain('39 ore settimanali');
    expect(answer.riferimenti).toEqual([]);
  });

  it('reads the conversation’s uploaded documents and cites them by file name', () => {
    const documents = [
      {
        fileId: 'f1',
        fileName: 'regolamento-aziendale.txt',
        text: 'Premessa.\n\nIl buono pasto aziendale vale 8 euro per ogni giornata di presenza effettiva.\n\nAltre norme.',
      },
    ];
    const answer = ask('main-agent', 'Quanto vale il buono pasto aziendale?', { documents });
    // The document answers the question better than any passage of the knowledge base: it comes first.
    expect(openingLine(answer.text)).toMatch(
      /^Dal documento (?:caricato )?«regolamento-aziendale\.txt»: .*Il buono pasto aziendale vale 8 euro/,
    );
    expect(answer.riferimenti).toContainEqual(
      expect.objectContaining({
        ccnl: expect.stringContaining('regolamento-aziendale.txt'),
        source_url: null,
      }),
    );
  });
});

describe('inquadra', () => {
  it('reads a qualification and "senza" as a negation: a trained OSS caring for a dependent person is DS', () => {
    // DS: "assistente a persone non autosufficienti (formato, es. OSS)"; CS is the carer "senza diploma".
    const answer = ask('inquadra', "Assiste un anziano non autosufficiente, è un'OSS diplomata", {
      categories: [7],
    });
    expect(openingLine(answer.text)).toBe('Livello proposto: **livello DS** del CCNL Lavoro domestico.');
  });

  it('keeps the shop in "gerente di negozio" (the profile) but not in "lavora in negozio" (the place)', () => {
    // Commercio 1° livello lists "gestore o gerente di negozio, filiale o supermercato alimentare".
    const answer = ask('inquadra', 'Il gerente di un negozio che livello ha?', { categories: [1] });
    expect(openingLine(answer.text)).toBe('Livello proposto: **1° livello** del CCNL Commercio.');
  });

  it('reads a negation: a carer of a person who is not self-sufficient is CS, not BS', () => {
    const answer = ask(
      'inquadra',
      'badante convivente che assiste una persona non autosufficiente, che livello?',
    );
    expect(openingLine(answer.text)).toBe('Livello proposto: **livello CS** del CCNL Lavoro domestico.');
    expect(answer.text).toContain('Da valutare anche il livello DS');
    const selfSufficient = ask('inquadra', 'badante di una signora autosufficiente, che livello?');
    expect(openingLine(selfSufficient.text)).toBe(
      'Livello proposto: **livello BS** del CCNL Lavoro domestico.',
    );
  });

  it('takes the profile the job names word for word: a head chef is 2°, not the waiter’s 4°', () => {
    const answer = ask('inquadra', 'Che livello per il capo cuoco nel CCNL Pubblici esercizi?');
    expect(openingLine(answer.text)).toBe(
      'Livello proposto: **2° livello** del CCNL Pubblici esercizi FIPE.',
    );
  });

  it('reads autonomy: general accounting done autonomously is the 2° level, not the 4° “contabile d’ordine”', () => {
    const answer = ask(
      'inquadra',
      "Si occupa della contabilità generale dell'azienda, con autonomia, nel CCNL Commercio",
    );
    expect(openingLine(answer.text)).toBe('Livello proposto: **2° livello** del CCNL Commercio.');
  });

  it('puts a kitchen and dining-room cleaner in a restaurant on the 7° level', () => {
    const answer = ask(
      'inquadra',
      'Nel ristorante un ragazzo fa solo lavori di fatica: pulisce la sala e la cucina e porta fuori i rifiuti. Non serve ai tavoli e non cucina. Che livello nel CCNL Pubblici esercizi?',
    );
    expect(openingLine(answer.text)).toBe(
      'Livello proposto: **7° livello** del CCNL Pubblici esercizi FIPE.',
    );
  });

  it('reads "solo le pulizie" as the cleaning-only profile (A), while a colf who also cooks stays B', () => {
    const answer = ask('inquadra', 'Colf addetta solo alle pulizie della casa, che livello?');
    expect(openingLine(answer.text)).toBe('Livello proposto: **livello A** del CCNL Lavoro domestico.');
  });

  it('does not let "pulisce la cucina … non cucina" contradict a kitchen cleaner’s profile', () => {
    const answer = ask(
      'inquadra',
      'Nel ristorante fa solo lavori di fatica: pulisce la sala e la cucina a fine servizio e scarica le casse. Non serve ai tavoli e non cucina. Che livello nel CCNL Pubblici esercizi?',
    );
    expect(openingLine(answer.text)).toBe(
      'Livello proposto: **7° livello** del CCNL Pubblici esercizi FIPE.',
    );
  });

  it('puts a baby-sitter on BS even with a typo', () => {
    const answer = ask('inquadra', 'baby siter a ore, che livello nel CCNL colf e badanti?');
    expect(openingLine(answer.text)).toBe('Livello proposto: **livello BS** del CCNL Lavoro domestico.');
  });

  it('keeps a household job in Lavoro domestico even when it cleans', () => {
    const answer = ask('inquadra', 'colf convivente che fa le pulizie e cucina, che livello?');
    expect(openingLine(answer.text)).toBe('Livello proposto: **livello B** del CCNL Lavoro domestico.');
  });

  it('puts a shop assistant where the agreement lists the profile, not on the helper’s level', () => {
    const answer = ask(
      'inquadra',
      'Che livello spetta a una commessa con 2 anni di esperienza nel commercio?',
    );
    expect(openingLine(answer.text)).toBe('Livello proposto: **4° livello** del CCNL Commercio.');
  });

  it('says when nothing in the agreement fits instead of taking a coordinator’s level, and lists no level descriptions', () => {
    const answer = ask(
      'inquadra',
      'segretaria in uno studio legale, che livello nel CCNL Studi professionali?',
    );
    expect(openingLine(answer.text)).toContain('**non riesco a determinare il livello**');
    expect(answer.text).not.toContain('Livello proposto');
    expect(answer.text).not.toContain('esempi:');
  });

  it('gives the level, why, the neighbours and what would move the role', () => {
    const answer = ask('inquadra', 'Lavora come magazziniere in un negozio', { categories: [1] });
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('Livello proposto: **4° livello** del CCNL Commercio.');
    expect(answer.text).toContain('il profilo di esempio più vicino alla mansione è «magazziniere»');
    expect(answer.text).toContain(
      'la declaratoria indica «impiegati con compiti operativi, di vendita e complementari',
    );
    expect(answer.text).toMatch(
      /- 3° livello, sopra: la mansione salirebbe qui se comportasse «impiegati con mansioni di concetto/,
    );
    expect(answer.text).toMatch(
      /- 5° livello, sotto: la mansione scenderebbe qui se si limitasse a «impiegati d'ordine/,
    );
    expectWellFormed(answer);
  });

  it('keeps separate ladders apart and reads levels in each agreement’s own codes', () => {
    expect(
      ask('inquadra', 'operaio comune addetto a lavorazioni semplici', { categories: [2] }).text.split(
        '\n',
      )[0],
    ).toBe('Livello proposto: **livello D1 (ex 1ª e 2ª categoria)** del CCNL Metalmeccanici industria.');
    const rider = ask('inquadra', 'rider in bicicletta, su cicli', { categories: [6] });
    expect(openingLine(rider.text)).toContain('livello I, parametro 110');
    expect(rider.text).not.toMatch(/viaggiante\), (sopra|sotto)/);
  });

  it('says so when the profile is known but its level is not', () => {
    const answer = ask('inquadra', 'carrellista', { categories: [6] });
    expect(openingLine(answer.text)).toMatch(
      /^Livello: dato non disponibile nella base di conoscenza\. Il profilo «carrellista»/,
    );
  });

  it('with no agreement selected or named answers with the spec’s words that open the picker', () => {
    const answer = ask('inquadra', 'Che livello ha un magazziniere?');
    expect(answer.text).toContain(texts.chat.cannotIdentifyCcnl);
    expect(answer.text).toContain(texts.chat.rephraseOrSelect);
    expect(answer.text.trimEnd().endsWith(AI_NOTICE)).toBe(true);
  });
});

describe('confronta', () => {
  it("opens with each agreement's figure, then one table row per agreement with figure and date", () => {
    const answer = ask('confronta', 'Confronta', { categories: [1, 2], perimetri: [6, 2, 3] });
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe(
      'Mensilità: **14 mensilità** nel CCNL Commercio; **13 mensilità** nel CCNL Metalmeccanici industria.',
    );
    const table = lines.filter((l) => l.startsWith('|'));
    expect(table[0]).toBe('| CCNL | Mensilità | Orario di lavoro | Ferie |');
    expect(table).toHaveLength(2 + 2);
    expect(table[2]).toMatch(
      /^\| CCNL Commercio \| 14 mensilità \(fonte del 2024\) \| 40 ore settimanali \| /,
    );
    expect(table[3]).toMatch(
      /^\| CCNL Metalmeccanici industria \| 13 mensilità \(fonte del novembre 2025\) \| 40 ore/,
    );
    expectWellFormed(answer);
  });

  it('dates the pay figures by the table in force on the day asked', () => {
    const answer = ask('confronta', 'minimi retributivi al 1° luglio 2025', { categories: [3, 4] });
    expect(answer.text).toContain(
      '| CCNL Pubblici esercizi FIPE | da 1.360,34 € (7) a 2.397,19 € (Qa) al mese (in vigore dal 1° giugno 2025) |',
    );
    expect(answer.text).toContain(
      'da 1.264,28 € (1) a 2.211,32 € (Q) al mese (in vigore dal 1° luglio 2025)',
    );
  });

  it('compares the level and month asked: each minimum, the difference, and the table each comes from', () => {
    const answer = ask('confronta', 'minimo del 4° livello a luglio 2026', { categories: [3, 1] });
    expect(openingLine(answer.text).replace(SOURCE_MARKERS, '')).toBe(
      'Minimi retributivi del 4° livello al 1° luglio 2026: **1.692,69 €** nel CCNL Pubblici esercizi FIPE (paga base 1.167,75 € + contingenza 524,94 €); **1.783,75 €** nel CCNL Commercio (paga base 1.257,46 € + contingenza 524,22 € + terzo elemento nazionale 2,07 €). Il minimo più alto è nel CCNL Commercio (91,06 € in più al mese).',
    );
    expect(answer.text).toContain(
      '| CCNL Commercio | 4° livello | 1.783,75 € (in vigore dal 1° novembre 2025) |',
    );
  });

  it('sets side by side the structured figure asked: probation by level, divisor, overtime percentage, 14th month', () => {
    const first = (q: string, categories: number[]) =>
      openingLine(ask('confronta', q, { categories }).text).replace(SOURCE_MARKERS, '');
    expect(first('prova del 4° livello', [1, 9])).toBe(
      'Periodo di prova del 4° livello: **60 giorni di lavoro effettivo** nel CCNL Commercio; **30 giorni** nel CCNL Turismo Federalberghi. La prova più lunga è nel CCNL Commercio.',
    );
    expect(first('divisore orario', [9, 5])).toContain(
      '**172** nel CCNL Turismo Federalberghi; **170** nel CCNL Studi professionali',
    );
    expect(first('chi paga di più lo straordinario?', [10, 5])).toBe(
      'Straordinari e maggiorazioni: **35% (diurno, operai)** nel CCNL Edilizia industria; **15% (feriale diurno, oltre 40 ore settimanali o 8 giornaliere)** nel CCNL Studi professionali. La maggiorazione più alta è nel CCNL Edilizia industria.',
    );
    expect(first('quando si paga la quattordicesima?', [3, 2])).toBe(
      'Mensilità: **quattordicesima: luglio** nel CCNL Pubblici esercizi FIPE; **nessuna quattordicesima, solo la tredicesima (13 mensilità)** nel CCNL Metalmeccanici industria.',
    );
  });

  it('adds ROL and ex festività for the firm size the question states', () => {
    const first = (q: string) =>
      openingLine(ask('confronta', q, { categories: [1, 2] }).text).replace(SOURCE_MARKERS, '');
    expect(first('ore di permesso ROL ed ex festività, azienda con più di 15 dipendenti')).toBe(
      "Permessi retribuiti: **104 ore l'anno da 16 dipendenti in su (72 ore di ROL e 32 ore di ex festività)** nel CCNL Commercio; **104 ore l'anno (72 ore di ROL e 32 ore di ex festività)** nel CCNL Metalmeccanici industria. Uguale nei CCNL confrontati.",
    );
    expect(first('ore di permesso ROL ed ex festività, negozio con 8 dipendenti')).toContain(
      "**88 ore l'anno fino a 15 dipendenti (56 ore di ROL e 32 ore di ex festività)** nel CCNL Commercio",
    );
  });

  it("compares a level's seniority increment and the renewals' una tantum", () => {
    const first = (q: string, categories: number[]) =>
      openingLine(ask('confronta', q, { categories }).text).replace(SOURCE_MARKERS, '');
    expect(first('scatti di anzianità del 4° livello', [1, 3])).toBe(
      'Scatti di anzianità del 4° livello: **20,66 € al mese per scatto ogni 3 anni, al massimo 10** nel CCNL Commercio; **33,05 € al mese per scatto ogni 4 anni, al massimo 6** nel CCNL Pubblici esercizi FIPE. Lo scatto più alto è nel CCNL Pubblici esercizi FIPE.',
    );
    expect(first('una tantum del rinnovo', [1, 5])).toBe(
      "Una tantum: **una tantum di 350 euro lordi al 4° livello (riparametrata sugli altri livelli) a copertura della carenza contrattuale, in due rate uguali da 175 euro con le retribuzioni di luglio 2024 e di luglio 2025; spetta solo a chi era in forza al 22 marzo 2024, in proporzione al servizio prestato dal 1° gennaio 2022 al 31 marzo 2023** nel CCNL Commercio; **400 euro, uguale per tutti i livelli, in due tranche da 200 euro: con la retribuzione di maggio 2024 e con quella di maggio 2025; riproporzionati ai mesi di servizio dal 1° aprile 2018 al 1° marzo 2024 e, per i part-time, all'orario** nel CCNL Studi professionali.",
    );
  });

  it('names the gap of each agreement the knowledge base has no figure for', () => {
    const answer = ask('confronta', 'part-time', { categories: [9, 2] });
    expect(openingLine(answer.text)).toMatch(
      /^Part-time: \*\*fasce minime di 15 ore.*\*\* nel CCNL Turismo Federalberghi; nel CCNL Metalmeccanici industria dato non disponibile nella base di conoscenza \(Minimi del part-time/,
    );
    expect(answer.text).toMatch(
      /\| CCNL Metalmeccanici industria \| dato non disponibile nella base di conoscenza/,
    );
  });

  it('asks for the agreements when none is selected or named', () => {
    expect(ask('confronta', 'confronta ferie e preavviso').text).toContain(texts.chat.cannotIdentifyCcnl);
  });
});

describe('calcolo', () => {
  it('asks for the level it needs, with the action on the message', () => {
    const answer = ask('calcolo', 'Calcola lo stipendio netto', { categories: [1] });
    expect(answer).toMatchObject({ showAction: true, calcolaField: 'livello' });
    expect(answer.text).toContain('- 4: 4° livello, minimo 1.818,75 €');
    expect(answer.payslipUpdates).toMatchObject({ ccnl: '1' });
  });

  it('computes gross from the table at the date and the net with every step', () => {
    const answer = ask('calcolo', 'netto di un 4° livello al 1° dicembre 2025', { categories: [1] });
    expect(answer.showAction).toBe(false);
    const net = netPay({ ral: 1_783.75 * 14, year: 2025 });
    expect(openingLine(answer.text)).toBe(
      `Il netto stimato per il 4° livello del CCNL Commercio al 1° dicembre 2025, tempo pieno, anno fiscale 2025, è **${euro(cents(net.net / 14))} al mese** (${euro(cents(net.net))} l'anno su 14 mensilità; lordo mensile 1.783,75 €, lordo annuo 24.972,50 €).`,
    );
    // The INPS source backs the contribution step, not the opening sentence.
    expect(answer.text).toMatch(
      /\| Contributi INPS a carico del lavoratore \(9,19%\) \| −2\.294,97 € \[\d+\] \|/,
    );
    expect(answer.text).toContain('| Imponibile IRPEF | 22.677,53 € |');
    expect(answer.text).toContain('Addizionali regionale e comunale escluse');
    expect(answer.text).toMatch(/TFR: accantonamento dell'anno circa 1\.725,60 €/);
    expectWellFormed(answer);
  });

  it('reproduces the published 35,000 € example end to end: 4° livello Commercio plus superminimo, Lombardia and Milano', () => {
    // 14 × (1,818.75 + 681.25) = 35,000 € of RAL in 2026: net 26,032.18 (payroll-rules.md §11).
    const answer = ask(
      'calcolo',
      'stipendio 4° livello con superminimo di 681,25 euro, residente a Milano in Lombardia',
      {
        categories: [1],
      },
    );
    expect(answer.text).toContain('lordo annuo 35.000,00 €');
    expect(answer.text).toContain('| **Netto annuo stimato** | **26.032,18 €** |');
    expect(answer.text).toContain('| Addizionale regionale (Lombardia) | −454,98 € |');
    expect(answer.text).toContain('| Addizionale comunale (Milano) | −254,27 € |');
  });

  it('uses the stored payslip fields, and the message over them', () => {
    const payslip = { ccnl: '3', livello: '4', part_time: '50', scatti: '2', data: '2026-07-01' };
    const answer = ask('calcolo', 'ricalcola', { payslip });
    // FIPE: increments are not paid with the 14th: (1,692.69 + 2 × 33.05) × 50% × 14 − 66.10 × 50%.
    expect(answer.text).toContain('lordo mensile 879,40 €, lordo annuo 12.278,48 €');
    const full = ask('calcolo', 'ricalcola a tempo pieno con part-time al 100%', { payslip });
    expect(full.text).toContain('lordo mensile 1.758,79 €');
  });

  it('gives monthly gross only, and says why, when the agreement’s monthly payments are a gap', () => {
    const answer = ask('calcolo', '3° livello al 1° aprile 2026', { categories: [10] });
    // The reason is the knowledge base's own gap, whatever its wording.
    const gap = (kb.byCategory(10)?.monthly_payments.gap ?? '').replace(/\.$/, '');
    expect(gap).not.toBe('');
    expect(openingLine(answer.text)).toBe(
      `Stima per il 3° livello (parametro 130) del CCNL Edilizia industria al 1° aprile 2026, tempo pieno: lordo mensile 1.452,56 €. Lordo annuo e netto: dato non disponibile nella base di conoscenza (${gap}).`,
    );
    expect(answer.text).toContain('Valori DERIVATI');
  });

  it('asks for the date when no table is in force, and for the tax year outside 2025-2026', () => {
    // Confapi's first table in the knowledge base applies from June 2025.
    expect(ask('calcolo', '4° livello al 1° gennaio 2025', { categories: [16] })).toMatchObject({
      showAction: true,
      calcolaField: 'data',
    });
    expect(ask('calcolo', '4° livello al 1° marzo 2027', { categories: [1] })).toMatchObject({
      showAction: true,
      calcolaField: 'anno_fiscale',
    });
  });
});

describe('unknown agent', () => {
  it('answers with the spec’s message only', () => {
    expect(ask('agente-x', 'ciao')).toMatchObject({ text: texts.chat.agentNotFound, riferimenti: [] });
  });
});
