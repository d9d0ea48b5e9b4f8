import { describe, expect, it } from 'vitest';
import { markedQuestion } from '../reader/question-mark.js';
import { readQuestion } from '../reader/read.js';
import { readable } from '../reader/text.js';
import { askAgent, testKb as kb, openingLine } from '../testing/agents.js';
import { noticeSide } from './notice-side.js';

const TODAY = '2026-11-26';
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message: markedQuestion(message), history, categories: [], today: TODAY });
const ids = (r: ReturnType<typeof read>) =>
  r.slots.agreements.map((i) => kb.agreements.find((c) => c.id_categoria === i)?.id);
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, markedQuestion(message), {
    history,
    request: read(message, history),
    today: TODAY,
  });

describe('a month heard of in chat spelling is the next one', () => {
  it('"mi hanno detto ke … da marzo": March of next year, late in November', () => {
    const r = read("ok, ma mi hanno detto ke col nuovo anno c'e un aumento, da marzo quanto diventa?", [
      'mia nipote fa la commessa, 4° livello ccnl commercio: quanto prende lordo al mese adesso?',
    ]);
    expect(r.slots.date).toBe('2027-03-01');
  });
});

describe('the ask typed after a question without its mark', () => {
  it('puts the mark back on the trailing ask', () => {
    expect(markedQuestion('e se fosse già confermato? in quel caso qnt preavviso deve dare')).toBe(
      'e se fosse già confermato? in quel caso qnt preavviso deve dare?',
    );
  });
  it('reads the notice asked after a condition about the probation, on the worker’s side', () => {
    const before =
      'Mio figlio è al 4° livello ccnl commercio da due settimane e se ne vuole andare: è in prova, può lasciare subito?';
    const message = "e se la prova l'avesse già superata? diciamo dopo 8 mesi qnt preavviso deve dare";
    expect(read(message, [before]).intent).toBe('notice');
    expect(noticeSide(readable(markedQuestion(message)), [before]).by).toBe('dimissioni');
  });
});

describe('what a follow-up after a question does not ask', () => {
  it('leaves a trailing remark without a mark', () => {
    const said =
      'mi controlli la busta? la paga base mi sembra quella vecchia e anche il notturno non mi torna';
    expect(markedQuestion(said)).toBe(said);
  });
  it('keeps no side when the follow-up changes who ends the job', () => {
    expect(
      noticeSide(
        readable("E se invece fosse l'azienda a mandarmi via? Quanti giorni mi spettano di preavviso?"),
        ['Sono al 5° livello del commercio da due anni: se mi dimetto quanti giorni di preavviso devo dare?'],
      ).by,
    ).not.toBe('dimissioni');
  });
});

describe('a leaving worker’s next workplace names no agreement', () => {
  it('keeps FIPE when the cook resigns to go to a hotel', () => {
    const r = read(
      'Un cuoco di 3° livello CCNL FIPE, in forza da 7 anni, si è dimesso perché va a lavorare in un albergo in montagna: quanti giorni di preavviso deve darci?',
    );
    expect(ids(r)).toEqual(['pubblici-esercizi-fipe']);
  });
});

describe('the leave the question names beats the one the story implies', () => {
  it('a new father asking about congedo parentale gets the 80% first', async () => {
    const a = await ask(
      'main-agent',
      'In officina (CCNL Metalmeccanici industria) un nostro saldatore è diventato papà ad aprile 2025; la compagna è già tornata al lavoro. Vuole stare a casa da febbraio: per il congedo parentale che percentuale paga l’INPS e per quanti mesi?',
    );
    expect(openingLine(a.text)).toContain('80%');
    expect(openingLine(a.text)).not.toContain('paternità');
  });
});

describe('a probation the agreement excludes for a rehire', () => {
  it('opens with the exclusion when a seasonal worker is taken on again', async () => {
    const before =
      'mia figlia fa la cameriera ai piani in un albergo al lago per la stagione estiva, contratto turismo: quanto dura la prova per una stagionale?';
    const a = await ask(
      'main-agent',
      'la prossima estate se la richiamano nello stesso albergo deve ripetere la prova?',
      [before],
    );
    expect(openingLine(a.text)).toContain('esclusa');
  });
});

describe("an apprentice's month 'adesso' kept by a follow-up on the level", () => {
  it('recomputes the share on the 5th level', async () => {
    const before =
      'mio figlio è apprendista in uno studio di avvocati, ccnl studi professionali, livello di arrivo 4°, ha iniziato a ottobre. quanto gli spetta al mese adesso?';
    const a = await ask('calcolo', 'e se il livello finale fosse il 5°? quanto prenderebbe?', [before]);
    expect(openingLine(a.text)).toContain('1.039,35 €');
  });
});
