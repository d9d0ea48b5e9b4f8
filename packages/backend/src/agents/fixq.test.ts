import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Classes behind the blind failures on uploaded documents (session 17, fixq), pinned in new words.
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

describe('documents laid out by other payroll programs and the asks around them', () => {
  it("a household payslip with dot leaders: the month's worker share on the hours it states", () => {
    const answer = askAgent(
      'calcolo',
      'ho compilato da solo il cedolino della babysitter, la quota INPS che le ho tolto va bene? quanto andava trattenuto?',
      document(
        'CEDOLINO LAVORO DOMESTICO - FEBBRAIO 2026\nLavoratrice: Rossi Anna - baby sitter non convivente - livello BS\nOre retribuite nel mese ______________ 60\nPaga oraria ______________ 9,00\nLordo ______________ 540,00\nTrattenuta INPS ______________ 30,00\n',
      ),
    );
    // Effective pay 9,00 + 9,00 / 12 = 9,75 > 9,61 (fixs24a), about 14 hours a week: 0,48 an hour; 60 × 0,48 = 28,80
    expect(openingLine(answer.text)).toContain('28,80');
  });

  it("a year's TFR summary: the year's share from its TFR base, net of the guarantee fund when asked", () => {
    const answer = askAgent(
      'main-agent',
      "nel riepilogo annuale manca l'accantonamento: tolto il contributo al fondo di garanzia, quanto TFR dovrei avere per l'anno?",
      document(
        'RIEPILOGO ANNUALE TFR 2025\nImponibile TFR anno 2025 ........ 40.500,00\nQuota lorda ........\nContributo fondo garanzia INPS 0,50% ........\nAccantonamento netto ........\n',
      ),
    );
    // 40.500,00 / 13,5 = 3.000,00; 0,50% × 40.500,00 = 202,50; 3.000,00 − 202,50 = 2.797,50
    expect(openingLine(answer.text)).toContain('2.797,50');
  });

  it('a follow-up that asks an item elided ("quant\'è") stays on the document', () => {
    const answer = askAgent('main-agent', "e l'addizionale comunale quant'è?", {
      ...document(
        "CERTIFICAZIONE UNICA 2026\n1 Redditi di lavoro dipendente ........ 24.100,00\n21 Ritenute IRPEF ........ 2.950,00\n22 Addizionale regionale all'IRPEF ........ 388,00\n27 Addizionale comunale all'IRPEF saldo ........ 121,00\n",
      ),
      history: ['mi hanno dato la certificazione unica: quanto mi hanno trattenuto di irpef?'],
    });
    expect(openingLine(answer.text)).toContain('121,00');
  });

  it('hours over a part-time schedule set by an uploaded clause are supplementary hours, at its rate', () => {
    const answer = askAgent(
      'calcolo',
      'in allegato il mio contratto part-time. Sabato sono rimasta 3 ore in più oltre il mio orario, quanto mi spetta lordo?',
      document(
        'CONTRATTO A TEMPO PARZIALE\nCCNL Terziario Confcommercio - 4° livello - addetta vendite\nOrario: 24 ore settimanali su 4 giorni\nLavoro supplementare secondo il CCNL.\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/supplementar/);
    expect(openingLine(answer.text)).toContain('35%');
  });

  it('the month asked of a renewal comes first, before the whole increase asked after it', () => {
    const answer = askAgent(
      'main-agent',
      'sono C3 metalmeccanico: a giugno quanto mi è salito il minimo? e in tutto col rinnovo?',
    );
    // Metalmeccanici C3: +53,17 from 1 June 2026 (the knowledge base's table)
    expect(openingLine(answer.text)).toMatch(
      /^Nel CCNL Metalmeccanici industria il minimo mensile del livello C3 aumenta di/,
    );
  });

  it('two short questions ending a long story about a letter are both answered', () => {
    const answer = askAgent(
      'main-agent',
      "Salve, sto per firmare l'assunzione in uno studio di commercialisti e mi hanno mandato la bozza che allego. Mia sorella, che lavora in un altro studio da anni, dice che certe cose non le tornano e io non me ne intendo per niente, quindi preferisco chiedere prima di firmare qualcosa di sbagliato. Lo stipendio scritto è almeno il minimo del mio livello? E la prova di 6 mesi è regolare?",
      document(
        'PROPOSTA DI ASSUNZIONE\nStudio Commercialisti Associati - Padova\nCCNL applicato: Studi professionali (Confprofessioni)\nLivello: 4°\nDecorrenza: 1 dicembre 2026\nRetribuzione lorda mensile: euro 1.600,00 per 14 mensilità\nPeriodo di prova: 6 mesi\n',
      ),
    );
    expect(answer.text).toContain('1.614,12');
    expect(answer.text).toMatch(/90 giorni di calendario/);
  });

  it("a job sheet's care tasks decide the care ladder's level, 'non convivente' notwithstanding", () => {
    const answer = askAgent(
      'inquadra',
      'vi allego la scheda della mansione: che livello va dato alla nuova assunta?',
      document(
        'SCHEDA MANSIONE - CCNL Lavoro domestico\nRuolo: collaboratrice non convivente\nCompiti principali: assistenza a un signore anziano autosufficiente, compagnia, spesa e preparazione della cena.\nOrario: 30 ore settimanali\n',
      ),
    );
    expect(answer.text.split('\n').slice(0, 2).join(' ')).toMatch(/livello BS/);
  });

  it('"quanto dovevo trattenerle" doubts the figure: the contribution is computed, not read back', () => {
    const answer = askAgent(
      'calcolo',
      'la busta della colf la preparo io: quanto dovevo trattenerle di contributi a giugno?',
      document(
        'Prospetto paga colf - Giugno 2026\nLavoratrice: Silva Ana - livello B - non convivente\nOre lavorate: 40\nPaga oraria: € 9,00\nLordo: € 360,00\nINPS lavoratrice: € 25,00\n',
      ),
    );
    // Effective pay 9,75 > 9,61 (fixs24a), about 9 hours a week: 0,48 an hour; 40 × 0,48 = 19,20
    expect(openingLine(answer.text)).toContain('19,20');
  });

  it('a base named "retribuzione annua utile TFR" is the TFR base', () => {
    const answer = askAgent(
      'main-agent',
      'dal prospetto, quanto TFR lordo ho maturato in quell’anno?',
      document('PROSPETTO TFR 2024\nRetribuzione annua utile TFR € 27.540,00\nQuota: da calcolare\n'),
    );
    // 27.540,00 / 13,5 = 2.040,00
    expect(openingLine(answer.text)).toContain('2.040,00');
  });

  it('hours done over a part-time week stated in the question, beside its contract, are supplementary', () => {
    const answer = askAgent(
      'calcolo',
      'ho il part-time da 20 ore (contratto allegato) e la settimana scorsa ne ho fatte 23: come me le pagano?',
      document('Contratto a tempo parziale\nCCNL Commercio - 4° livello\nOrario: 20 ore settimanali\n'),
    );
    // 3 hours: 1.818,75 / 168 × 1,35 × 3 = 43,85
    expect(openingLine(answer.text)).toContain('35%');
    expect(openingLine(answer.text)).toMatch(/43,8[45]/);
  });
});
