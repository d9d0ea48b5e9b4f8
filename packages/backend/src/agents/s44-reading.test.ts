import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const LETTER = [
  'LETTERA DI ASSUNZIONE A TEMPO DETERMINATO',
  'Napoli, 20 novembre 2026',
  '- decorrenza: 1 dicembre 2026 - scadenza: 31 dicembre 2026 (primo contratto con la nostra società)',
  '- mansione: pizzaiolo - 4° livello CCNL Pubblici Esercizi FIPE',
  '- retribuzione lorda mensile: € 1.692,69 (paga base + contingenza)',
].join('\n');

describe('session 44: a follow-up on the NASpI extra asked on an uploaded letter', () => {
  it('"è un rinnovo, quanto diventa?" is the same contribution after one renewal, on the letter\'s pay', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "aspetta, il ragazzo l'avevamo già avuto a termine quest'estate, quindi è un rinnovo no? cambia qualcosa sul contributo? quanto diventa",
        {
          ...withUpload('lettera.txt', LETTER),
          history: [
            'Allego la lettera di assunzione. Quanto mi costa il contributo addizionale NASpI sulla retribuzione di dicembre?',
          ],
        },
      ).text,
    );
    expect(line).toContain('**32,16 € al mese**');
    expect(line).toContain('1,9% di 1.692,69 €');
  });
});

describe('session 44: a month asked in a question of its own after one that named none', () => {
  it('"E la collega al 3°? E a dicembre quanto prende?" gives today\'s minimum beside December\'s', () => {
    const line = openingLine(
      askAgent('calcolo', 'E la mia collega che è al 3° livello? E a dicembre quanto prende?', {
        history: ['Studi professionali, sono al 4° super: quanto prendo di minimo?'],
      }).text,
    );
    expect(line).toContain('**1.726,37 €**');
    expect(line).toContain('Rispetto a oggi (minimo 1.706,37 €');
  });
});

describe("session 44: the employer's sick-pay top-up asked, not the job kept", () => {
  it('"l\'azienda quanto deve integrare in percentuale?" opens with the top-up in the band of the years told', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "operaio in malattia da 3 settimane, anzianità 4 anni, ccnl metalmeccanici industria. l'inps paga una parte, ma l'azienda quanto deve integrare in percentuale?",
      ).text,
    );
    expect(line).toContain("con 4 anni di anzianità l'azienda integra l'indennità INPS fino al **100%**");
    expect(line).toContain('per i primi 153 giorni');
    expect(line).not.toMatch(/^[^.]*il posto è conservato per \*\*9 mesi/);
  });
});

describe("session 44: who pays a building firm's 13th, asked beside its amount", () => {
  it('an office worker\'s 13th: the amount, then "la paga l\'impresa", not the Cassa Edile', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'È con noi dal 1° marzo 2026 a 1.900 € lordi al mese. La sua tredicesima passa dalla Cassa Edile o gliela diamo noi, e quanto fa?',
        { history: ["Impresa edile, Edilizia industria: un geometra nell'ufficio tecnico."] },
      ).text,
    );
    expect(line).toContain('**1.583,33 €**');
    expect(line).toContain("Per un impiegato la paga **l'impresa**");
  });
});

describe("session 44: a part-timer's payslip total that counts the EDR it lists", () => {
  it('weighs the total against the minimum with the EDR, each item rounded as the payslip prints it', () => {
    const payslip = [
      'PROSPETTO PAGA OTTOBRE 2026',
      'CCNL: Imprese di pulizia e servizi integrati/multiservizi',
      'Lavoratrice: Operaia - Livello 2° - Part-time orizzontale 20 ore settimanali (50%)',
      'Retribuzione tabellare (50%)        427,11',
      'Indennità di contingenza (50%)      256,98',
      'E.D.R. (50%)                          5,17',
      'Totale retribuzione mensile         689,26',
    ].join('\n');
    const line = openingLine(
      askAgent(
        'calcolo',
        "Salve, scusate se scrivo tanto. Lavoro da tre anni per un'impresa di pulizie, la sera faccio gli uffici in Fiera e una banca in via Stalingrado, 20 ore a settimana, sono operaia di 2° livello col contratto multiservizi. Alla riunione la sindacalista ha detto che a ottobre c'era un altro aumento e che chi ha il part-time lo prende in proporzione. Io la busta non la capisco bene, il capo dice che è tutto a posto e che gli aumenti li hanno già messi a maggio. Vi allego la busta di ottobre: quanto dovevo avere di paga e quanto mi manca al mese?",
        withUpload('busta.txt', payslip),
      ).text,
    );
    expect(line).toContain('**706,76 €**');
    expect(line).toContain('**17,50 € in meno**');
  });
});

describe('session 44: arrears over months asked beside a payslip item found short', () => {
  it('"quanto gli dobbiamo di arretrati da giugno a novembre compreso?" multiplies the shortfall by the months', () => {
    const text = askAgent(
      'calcolo',
      "Buonasera, le scrivo perché mio padre mi ha chiesto di ricontrollare i cedolini prima di mandarli, da quando ce li fa il nuovo studio sono un po' in ansia, e a novembre abbiamo anche la chiusura di Natale da organizzare e gli straordinari di dicembre. Le allego il cedolino di Luca, operaio C2. Il minimo tabellare è giusto per novembre 2026? Se non lo è, di quanto è sotto al mese e quanto gli dobbiamo di arretrati da giugno a novembre compreso, solo sul minimo?",
      withUpload(
        'cedolino_novembre_2026_rossi.txt',
        'AUTORICAMBI MOLINARI SRL - TORINO\nCEDOLINO PAGA NOVEMBRE 2026\nDipendente: ROSSI LUCA - operaio - CCNL Metalmeccanici industria (Federmeccanica)\nLivello: C2 - tempo pieno 40 h - data assunzione 03/03/2021\nVoci retributive:\n Minimo tabellare ........ 2.015,24\n Scatti anzianità (2) ....    53,50\n Superminimo .............    80,00\nTotale retribuzione lorda mensile 2.148,74\nContributi INPS 9,19% ...   197,47\n',
      ),
    ).text;
    expect(openingLine(text)).toContain('è inferiore di 49,64 €');
    expect(openingLine(text)).toContain('6 × 49,64 € = **297,84 €** lordi');
  });
});

describe('session 44: a renewal told as the state of the contract, and "e" as a conjunction', () => {
  it('"siamo al secondo rinnovo" is the contract as it stands: no first-contract figure beside it', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Per una lavoratrice siamo al secondo rinnovo del contratto a termine; l'imponibile di dicembre è 1.720,05 €. Quale aliquota di contributo addizionale NASpI si applica e quanto costa?",
      ).text,
    );
    expect(line).toContain('dopo 2 rinnovi è di **41,28 € al mese**');
    expect(line).not.toContain('24,08');
  });
  it('"Natale, le notti … e qualche domenica" is no holiday falling on a Sunday: the surcharges\' tax is asked', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Tra il picco di Natale, le notti sulla linea e qualche domenica ho fatto tante maggiorazioni. Nel 2026 le maggiorazioni per notturno, festivo e turni sono tassate in modo agevolato? Con che aliquota e fino a che reddito?',
      ).text,
    );
    expect(line).toContain('**imposta sostitutiva del 15%**');
  });
});

describe('session 44: "la busta di giugno/luglio" names a payslip, not a span of months worked', () => {
  it('a 14th from a January hire counts January to June, whatever "giugno/luglio" says', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Mia figlia dal 1° gennaio 2026 lavora come commessa, 4° livello del CCNL Terziario Confcommercio, full time. Con la busta di giugno/luglio 2026 quanto le spetta di quattordicesima?',
      ).text,
    );
    expect(line).toContain('per 6 mesi');
    expect(line).toContain('**891,88 €**');
  });
});

describe("session 44: the payslip's own minimum line, when the minimum is asked", () => {
  it('weighs "Minimo tabellare 2.015,24" against the table, not the total with increments and superminimo', () => {
    const text = askAgent(
      'calcolo',
      'ciao mi date un occhio a sto cedolino di novembre? il minimo mi sembra basso, e giusto per un C2? se no di quanto e sotto al mese',
      withUpload(
        'cedolino.txt',
        'CEDOLINO PAGA – NOVEMBRE 2026\nDitta: Carpenteria Locatelli s.r.l. – Dalmine (BG)\nDipendente: BONOMI MARCO – Operaio – Livello C2 – CCNL Metalmeccanici industria\nData assunzione: 03/03/2021 – Scatti maturati: 2\n\nVOCI RETRIBUTIVE\nMinimo tabellare ........................ 2.015,24\nScatti anzianità (2) .................... 53,50\nSuperminimo individuale ................. 60,00\nTOTALE RETRIBUZIONE MENSILE .............. 2.128,74\n\nContributi c/dip. 9,19% .................. 195,63\nIRPEF netta .............................. 305,12\nNETTO IN BUSTA ........................... 1.627,99',
      ),
    ).text;
    expect(text).toContain(
      'minimo tabellare indicata 2.015,24 €, da tabella **2.064,88 €**: **49,64 € in meno**',
    );
    expect(text).not.toContain('63,86 € in più');
  });
});

describe('session 44: a resignation said out loud on a day told, and an hour asked for the extra hours', () => {
  it('"mi ha detto stamattina 27 novembre che si licenzia" starts the Commercio notice on 1 December', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'la cassiera (4 livello commercio, con noi da 3 anni) mi ha detto stamattina 27 novembre che si licenzia, quanti giorni di preavviso ci deve dare? e da quando partono??',
      ).text,
    );
    expect(line).toContain('**15 giorni**');
    expect(line).toContain('quindi dal 1° dicembre 2026');
  });
  it('"per conteggiare le ore extra … mi serve la quota oraria" asks the ordinary hour of the minimum', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Per conteggiare le ore extra del periodo natalizio (CCNL Terziario Confcommercio, tempo pieno 40 ore) mi serve la quota oraria del minimo tabellare di un 4° livello. Quale divisore si usa e quanto viene?',
      ).text,
    );
    expect(line).toContain('la paga oraria è di **10,83 €** (1.818,75 € ÷ 168,00)');
  });
});

describe('session 44: work on a holiday asked as what it adds to the payslip', () => {
  it('"chi lavora a Natale cosa prende in più?" is the holiday surcharge, not a level\'s minimum', () => {
    const line = openingLine(askAgent('main-agent', 'FIPE: chi lavora a Natale cosa prende in più?').text);
    expect(line).toContain('la maggiorazione per lavoro festivo è del **20%**');
  });
});

describe('session 44: regressions caught after the round-2 merges', () => {
  it('"coordino la brigata di sala" is no head cook leading the kitchen', () => {
    const text = askAgent(
      'inquadra',
      "sono maître d'hotel in un albergo 5 stelle, coordino la brigata di sala e accolgo i clienti al ristorante. col ccnl turismo federalberghi che livello mi spetta?",
    ).text;
    expect(text).not.toContain('capo cuoco responsabile del coordinamento delle cucine');
  });
  it('"quanto è la retribuzione annua lorda su 14 mensilità e quanto TFR?" keeps the year\'s gross asked', () => {
    const text = askAgent(
      'calcolo',
      "Buonasera, ho un piccolo negozio di casalinghi in provincia (tre dipendenti più io e mia moglie, applichiamo il contratto del commercio Confcommercio). Da gennaio mi lascia una ragazza e devo sostituirla: il mio commercialista dice che la nuova commessa va messa al IV livello full time 40 ore, e io volevo farmi due conti prima di firmare perché quest'anno è stato magro e l'affitto del locale è aumentato. Con i minimi in vigore adesso, novembre 2026, quanto è la retribuzione annua lorda su 14 mensilità e quanto TFR devo accantonare in un anno?",
    ).text;
    expect(text.split('\n').filter(Boolean).slice(0, 3).join('\n')).toContain('25.462,50');
  });
});

describe('session 44: the renewal being signed now, said as "per la seconda volta"', () => {
  it('"rinnoviamo per la seconda volta" costs the contract after 2 renewals, no first-contract figure beside it', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'rinnoviamo per la seconda volta il contratto a termine di un addetto, imponibile 1.761,64 € al mese: quanto costa il contributo addizionale NASpI?',
      ).text,
    );
    expect(line).toContain('dopo 2 rinnovi è di **42,28 € al mese**');
    expect(line).not.toContain('24,66');
  });
});
