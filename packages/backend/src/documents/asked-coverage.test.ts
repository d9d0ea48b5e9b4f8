import { describe, expect, it } from 'vitest';
import { missingParts } from './asked-coverage.js';

const letter = {
  fileName: 'lettera.txt',
  text: "Oggetto: lettera di assunzione Gentile Sig.ra Bonetti, con la presente Le confermiamo l'assunzione a decorrere dal 2 febbraio 2026, con contratto a tempo determinato fino al 31 gennaio 2027, inquadramento 4° livello. Periodo di prova: 60 giorni di lavoro effettivo.",
};
const agreement = {
  fileName: 'verbale.txt',
  text: "VERBALE DI ACCORDO AZIENDALE si conviene: 1) Premio di risultato 2027: importo massimo di 1.200,00 euro lordi annui, legato per il 60% all'indicatore di produttività e per il 40% all'indice di scarto; erogazione con la retribuzione di giugno 2027. 2) Lavoro agile: fino a 2 giornate a settimana per il personale impiegatizio. 3) Banca ore: da fruire entro 12 mesi. 4) Durata: il presente accordo vale dal 1° gennaio 2027 al 31 dicembre 2028.",
};
const charge = {
  fileName: 'contestazione.txt',
  text: "Le contestiamo di essersi presentato in ritardo nei giorni 2, 6 e 9 ottobre 2026, rispettivamente di 40, 25 e 55 minuti, e di aver abbandonato la postazione di carico il giorno 9 ottobre dalle 15:10 alle 15:50. Le assegniamo un termine di 5 giorni per presentare le Sue giustificazioni, anche verbalmente, con l'eventuale assistenza di un rappresentante sindacale.",
};

describe('missingParts', () => {
  it('quotes the start date left out when only the end date was answered', () => {
    const got = missingParts(
      'Dalla lettera allegata: tipologia di contratto, data di inizio e data di scadenza.',
      [letter],
      'Dal documento: fine del rapporto **31 gennaio 2027**.',
    );
    expect(got?.lines.join('\n')).toContain('2 febbraio 2026');
    expect(got?.lines.join('\n')).toContain('tempo determinato');
  });

  it('adds the payment month after the amount already answered, not before it', () => {
    const got = missingParts(
      'Dal verbale allegato: importo massimo del premio e mese di erogazione.',
      [agreement],
      'Dal documento: premio di risultato 2027: importo massimo di **1.200,00 €**.',
    );
    expect(got?.lines).toEqual([
      'Dal documento «verbale.txt»: «erogazione con la retribuzione di giugno 2027».',
    ]);
    expect(got?.first).toBe(false);
  });

  it('reads "smart working" as the agreement\'s "lavoro agile" and its validity and banca ore', () => {
    const smart = missingParts(
      "quanti giorni di smart working prevede l'accordo che ho allegato e per chi?",
      [agreement],
      'Nulla.',
    );
    expect(smart?.lines[0]).toContain('2 giornate a settimana per il personale impiegatizio');
    const span = missingParts(
      'da quando a quando vale questo accordo aziendale? e la banca ore entro quanto va usata',
      [agreement],
      "Nel CCNL l'orario è di 40 ore.",
    );
    expect(span?.first).toBe(true);
    expect(span?.lines.join('\n')).toContain('1° gennaio 2027 al 31 dicembre 2028');
    expect(span?.lines.join('\n')).toContain('entro 12 mesi');
  });

  it("opens with the letter's own words on the union and on answering verbally, and the minutes away", () => {
    const union = missingParts(
      'Mi è arrivata la lettera che allego: vorrei capire se posso farmi accompagnare da qualcuno del sindacato e se posso giustificarmi anche a voce.',
      [charge],
      'Hai **5 giorni** per le giustificazioni, anche con un rappresentante sindacale.',
    );
    expect(union?.lines[0]).toContain('anche verbalmente');
    const away = missingParts(
      'nella contestazione dicono che ho lasciato la postazione, che giorno e per quanto tempo?',
      [charge],
      'Con una contestazione disciplinare rischi una sanzione.',
    );
    expect(away?.lines[0]).toContain('9 ottobre dalle 15:10 alle 15:50');
    expect(away?.lines[0]).toContain('(40 minuti)');
  });

  it('adds nothing when the answer already holds the part, or the question does not point to a document', () => {
    expect(
      missingParts(
        'quanto dura la prova nella lettera?',
        [letter],
        'Periodo di prova: **60 giorni** di lavoro effettivo.',
      ),
    ).toBeUndefined();
    expect(missingParts('quanto dura la prova nel commercio?', [letter], 'Nulla.')).toBeUndefined();
    // A check asked is weighed elsewhere, not read off.
    expect(
      missingParts('la retribuzione scritta nella lettera è giusta per le mie ore?', [letter], 'Sì.'),
    ).toBeUndefined();
  });
});

describe('missingParts on an answer that does not read the document', () => {
  const resignation = {
    fileName: 'dimissioni.txt',
    text: 'Comunico le mie dimissioni. Chiedo che nelle competenze di fine rapporto siano liquidate le ferie non godute (4 giorni) e il TFR.',
  };
  it("quotes the letter's days even when the agreement's rule uses the same words", () => {
    const got = missingParts(
      'nella mia lettera di dimisioni quanti giorni di ferie non godute chiedo di pagare?',
      [resignation],
      'Per legge le ferie sono 4 settimane: vanno godute nell’anno, e non si possono pagare, salvo alla fine del rapporto; 26 giorni.',
    );
    expect(got?.first).toBe(true);
    expect(got?.lines[0]).toContain('ferie non godute (4 giorni)');
  });

  it("leaves to the agreement a sentence that asks the agreement's rule by name", () => {
    const dismissal = {
      fileName: 'lettera_licenziamento.txt',
      text: 'Oggetto: licenziamento. Il rapporto cesserà al termine del periodo di preavviso di 20 giorni di calendario, decorrente dalla data di ricevimento della presente.',
    };
    const answer =
      'Nel CCNL Commercio il preavviso è di **30 giorni**: il termine decorre dal 1° o dal 16° del mese.';
    expect(
      missingParts(
        'La lettera allegata fa decorrere il preavviso dalla data di ricevimento. Nel Terziario da quale giorno deve decorrere?',
        [dismissal],
        answer,
      ),
    ).toBeUndefined();
    // Asked of the letter itself, the line is still quoted.
    expect(
      missingParts('Nella lettera allegata da quale giorno decorre il preavviso?', [dismissal], answer)
        ?.lines[0],
    ).toContain('decorrente dalla data di ricevimento');
  });
});
