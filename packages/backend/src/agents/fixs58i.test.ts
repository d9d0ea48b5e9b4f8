import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const OUT_OF_SCOPE = /^\*\*Questa domanda esce da ciò di cui mi occupo\*\*/;

describe('night work by law (session 58)', () => {
  it('defines the night worker when the status is asked in a "va considerato" frame', () => {
    const text = askAgent(
      'main-agent',
      'Il commesso del nostro supermercato (CCNL Commercio) ogni tanto resta fino alle 2 per l’inventario: a norma di legge quando uno viene qualificato come lavoratore notturno?',
    ).text;
    expect(openingLine(text)).toMatch(/^Per legge \(D\.Lgs\. 66\/2003/);
    expect(openingLine(text)).toContain('**almeno 3 ore**');
    expect(openingLine(text)).toContain('80 giorni');
  });

  it('answers "am I one?" with the two thresholds', () => {
    const text = askAgent(
      'main-agent',
      'sono considerato lavoratore notturno se stacco all’una tre sere al mese?',
    ).text;
    expect(openingLine(text)).toContain('**almeno 3 ore**');
    expect(text).toContain('non è lavoratore notturno');
  });

  it('opens with the 7 hours around midnight–5 and places an early start in them', () => {
    const text = askAgent(
      'main-agent',
      'da che ora scatta il lavoro notturno per legge? entro alle 3 e mezza al forno e mi dicono che non conta',
    ).text;
    expect(openingLine(text)).toContain('**almeno 7 ore consecutive**');
    expect(openingLine(text)).toContain('**mezzanotte e le 5**');
    expect(text).toContain('Se l’orario inizia alle 3, le ore fino alle 5 sono **sempre lavoro notturno**');
    expect(text).toContain('normattiva.it');
  });

  it('places a late finish after midnight in the night period', () => {
    const text = askAgent(
      'main-agent',
      'finisco alle 2 di notte, per la legge quelle ore valgono come notturne?',
    ).text;
    expect(openingLine(text)).toContain('**almeno 7 ore consecutive**');
    expect(text).toContain('le ore dopo mezzanotte sono **sempre lavoro notturno**');
  });

  it('leaves a night surcharge asked to the agreement, not the law’s period', () => {
    const text = askAgent('main-agent', 'Nel CCNL Commercio di quanto è maggiorato il lavoro notturno?').text;
    expect(openingLine(text)).not.toContain('7 ore consecutive');
  });
});

describe('sworn guards and the working-time law (session 58)', () => {
  it('says the decree does not apply to a guard, with the law’s text cited', () => {
    const text = askAgent(
      'main-agent',
      'faccio il vigilante armato in un istituto, le 11 ore di riposo tra un turno e l’altro valgono anche per me per legge?',
    ).text;
    expect(openingLine(text)).toMatch(
      /^\*\*No\*\*: le guardie particolari giurate sono \*\*escluse dal D\.Lgs\. 66\/2003\*\*/,
    );
    expect(text).toContain('urn:nir:stato:decreto.legge:2008-06-25;112~art41');
    expect(text).toContain('lavoro normale');
  });

  it('keeps the exclusion for a guard named with the agreement’s full name', () => {
    const text = askAgent(
      'main-agent',
      'CCNL vigilanza privata e servizi fiduciari: per le gpg vale il limite del d.lgs. 66/2003 sulle notti?',
    ).text;
    expect(openingLine(text)).toContain('**escluse dal D.Lgs. 66/2003**');
  });

  it('answers nights in the regular shifts as normal work, not overtime, in a follow-up', () => {
    const text = askAgent(
      'main-agent',
      'quindi quelle notti nei turni regolari contano come straordinari o no?',
      {
        history: [
          'Sono guardia giurata con il CCNL Vigilanza privata, faccio turni di notte da 12 ore: il decreto 66 vale per me?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: nel CCNL Vigilanza privata/);
    expect(openingLine(text)).toContain('**non sono straordinario**');
    expect(openingLine(text)).toContain('**lavoro normale**');
  });

  it('leaves a guard’s licence told in a classification to the classification', () => {
    const text = askAgent(
      'inquadra',
      'Istituto di vigilanza, CCNL Vigilanza privata: assumiamo un addetto alla reception senza arma e senza decreto di guardia giurata. In quale sezione del contratto va?',
    ).text;
    expect(openingLine(text)).not.toContain('escluse dal D.Lgs. 66/2003');
  });

  it('names the Sundays asked, not nights', () => {
    const text = askAgent(
      'main-agent',
      'le domeniche nei turni regolari della vigilanza si pagano come straordinario?',
    ).text;
    expect(openingLine(text)).toContain('le domeniche fatte dentro i turni regolari');
  });
});

describe('advice outside the assistant’s scope told with a work story (session 58)', () => {
  it('says a sleeping aid is outside its scope, whatever night shifts the story tells', () => {
    const text = askAgent(
      'main-agent',
      'Faccio le notti in fabbrica da due mesi e non chiudo occhio. Mi suggerisci un sonnifero o delle gocce di valeriana?',
    ).text;
    expect(openingLine(text)).toMatch(OUT_OF_SCOPE);
    expect(openingLine(text)).toContain('medico');
    expect(text).not.toContain('8 ore in media');
  });

  it('says a honeymoon itinerary is outside its scope, whatever leave the story names', () => {
    const text = askAgent(
      'main-agent',
      'mi sposo a settembre e ho il congedo matrimoniale di 15 giorni, ci consigli un itinerario tra Bali e Singapore?',
    ).text;
    expect(openingLine(text)).toMatch(OUT_OF_SCOPE);
  });

  it('says a TV series for a night shift is outside its scope', () => {
    const text = askAgent(
      'main-agent',
      'faccio la notte in portineria fino alle 7, ci consigli una serie tv da guardare tra un giro e l’altro?',
    ).text;
    expect(openingLine(text)).toMatch(OUT_OF_SCOPE);
  });

  it('still answers a labour question asked as advice', () => {
    const text = askAgent(
      'main-agent',
      'mi consigli il livello giusto per una cassiera nel CCNL Commercio?',
    ).text;
    expect(openingLine(text)).not.toMatch(OUT_OF_SCOPE);
  });
});
