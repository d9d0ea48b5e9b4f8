import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

type Extra = Parameters<typeof askAgent>[2];

/** The answer's opening line, citation marks dropped. */
const opening = (agent: string, message: string, extra: Extra = {}) =>
  (
    askAgent(agent, message, extra)
      .text.split('\n')
      .find((l) => l.trim() !== '') ?? ''
  ).replace(/ ?(?:\[\d+\])+/g, '');

const upload = (text: string): Extra => ({ documents: [{ fileId: 'f', fileName: 'lettera.txt', text }] });

describe('a level of an uploaded letter or description weighed (fixs29e)', () => {
  it('confirms the economic position of a social cooperative letter when the tasks place the job there', () => {
    const line = opening(
      'inquadra',
      "La posizione economica scritta nella lettera è corretta per un'OSS secondo il contratto delle cooperative sociali?",
      upload(
        'COOPERATIVA SOCIALE IL MELOGRANO\nAssunzione di: Rossi Giulia\nMansione: operatrice socio-sanitaria (OSS) in RSA\nCCNL applicato: Cooperative sociali\nPosizione economica: C1\nDecorrenza: 01/12/2026\n',
      ),
    );
    // (An OSS in an RSA is C2, as the agreement's profile says: «OSS in RSA o in altra struttura socio-sanitaria»;
    // condition-named.ts. This expectation of C1 predated that reading.)
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('C2');
  });

  it('answers No with the higher position when the letter gives a lower one', () => {
    const line = opening(
      'inquadra',
      'Nella lettera allegata la posizione economica indicata è coerente con il CCNL Cooperative sociali?',
      upload(
        'COOPERATIVA SOCIALE ARCOBALENO\nAssunzione di: Bianchi Marta\nMansione: operatrice socio-sanitaria (OSS) in struttura residenziale per anziani\nCCNL applicato: Cooperative sociali\nPosizione economica: B1\nDecorrenza: 02/11/2026\n',
      ),
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('C1');
  });

  it('agrees with a carer who claims more than CS when she holds an OSS certificate for a non-self-sufficient person', () => {
    const line = opening(
      'inquadra',
      "Vi allego la descrizione dell'incarico. Il consulente ci ha detto CS, ma la badante dice che le spetta di più perché è OSS. Ha ragione lei? Che livello scriviamo?",
      upload(
        "DESCRIZIONE DELL'INCARICO\nDatore di lavoro: famiglia Conti, Padova\nLavoratrice: Ana Ionescu\nTitolo: attestato di Operatore Socio-Sanitario (OSS)\nAssistito: sig.ra Maria Conti, 91 anni, non autosufficiente\nMansioni: igiene personale, mobilizzazione, somministrazione pasti, supporto nelle terapie\nOrario: convivente, 54 ore settimanali\n",
      ),
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**livello DS**');
  });
});

describe('comparisons: levels, directions and follow-ups (fixs29e)', () => {
  it('reads each agreement its own level: a C3 of the metalworkers beside a 3° of the food industry', () => {
    const line = opening(
      'confronta',
      "Minimi di oggi per un operaio al livello C3 dei metalmeccanici e per uno al 3° livello dell'industria alimentare?",
    );
    expect(line).toContain('**2.211,43 €** nel CCNL Metalmeccanici industria (livello C3)');
    expect(line).not.toContain('D2');
  });

  it('opens with the direction asked of the agreement spoken of, with its figure', () => {
    const line = opening(
      'confronta',
      'Per un 5° livello, nel FIPE il minimo è più alto o più basso che nel turismo Federalberghi? Quanto è?',
    );
    expect(line).toMatch(
      /^Nel CCNL Pubblici esercizi FIPE il minimo è \*\*più basso\*\*: \*\*1\.580,09 €\*\*/,
    );
  });

  it('keeps the two agreements of the conversation beside a third named in the follow-up', () => {
    const line = opening(
      'confronta',
      'Quante mensilità danno nei due contratti? E nella cooperativa sociale?',
      { history: ['Ho due offerte: un albergo col turismo e una fabbrica metalmeccanica.'] },
    );
    expect(line).toContain('nel CCNL Turismo Federalberghi');
    expect(line).toContain('**13 mensilità** nel CCNL Metalmeccanici industria');
    expect(line).toContain('nel CCNL Cooperative sociali');
  });

  it("gives a domestic worker's paid sick days for her seniority and how they are paid", () => {
    const line = opening(
      'confronta',
      'E la nostra badante, assunta 5 anni fa? Quanti giorni di malattia le paghiamo e come?',
      {
        history: [
          'Malattia: quanto prende dal 4° giorno un dipendente del commercio rispetto a uno del turismo?',
        ],
      },
    );
    expect(line).toContain("15 giorni retribuiti l'anno");
    expect(line).toContain('giorni 1–3: 50%; giorni 4–15: 100%');
  });

  it('ends the paid band at the days of a shorter seniority', () => {
    const line = opening(
      'confronta',
      'E la colf, con noi da un anno? Quanti giorni di malattia le paghiamo?',
      {
        history: ['Malattia: come funziona nel commercio rispetto al turismo?'],
      },
    );
    expect(line).toContain("10 giorni retribuiti l'anno");
    expect(line).toContain('giorni 4–10: 100%');
  });

  it("says how a social cooperative's fourteenth differs: half a month, paid in June", () => {
    const line = opening(
      'confronta',
      'e nelle cooperative sociali? mia sorella dice che la quattordicesima da loro è diversa',
      { history: ['sono commessa, contratto commercio 4° livello', 'la 14esima quando arriva?'] },
    );
    expect(line).toContain('50%');
    expect(line).toContain('giugno');
  });
});
