import type { LawFact } from './law-facts.js';

/**
 * Illness during the notice, a rule of the law and the courts (art. 2110 c.c.), not of an agreement: read on
 * 2026-12-01 on the pages below (labour-law press and case-law summaries, at most medium confidence).
 */
export const NOTICE_ILLNESS: LawFact = {
  figure: 'il preavviso è sospeso',
  text: 'se il lavoratore si ammala durante il preavviso, di licenziamento o di dimissioni, {figure} per la durata della malattia certificata e riprende a decorrere dalla guarigione, nei limiti del periodo di comporto: il rapporto cessa quindi più tardi della data prevista. Il lavoratore che si è dimesso può comunque scegliere di chiudere subito il rapporto, rinunciando al prolungamento; la sospensione non opera se il preavviso non viene lavorato (indennità sostitutiva) né nel licenziamento per giusta causa.',
  reference: 'art. 2110 c.c.; Cass. 339/1987 e 10272/2003',
  sources: [
    {
      url: 'http://confagricolturalessandria.it/previdenza/normativa2.asp?id=313173414',
      label:
        'Confagricoltura Alessandria: malattia e infortunio durante il preavviso (effetto sospensivo anche nelle dimissioni, Cass. 339/1987)',
      date: '2014-03-05',
      confidence: 'medium',
    },
    {
      url: 'https://avvocato.it/massimario-9884',
      label:
        'Cass. civ. 10272/2003: il preavviso di licenziamento è sospeso dalla malattia sopravvenuta, nei limiti del comporto',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://laborability.com/lavoro-in-pillole/malattia-durante-il-preavviso',
      label: 'Laborability: malattia durante il preavviso, il conteggio si ferma e riprende alla guarigione',
      date: null,
      confidence: 'medium',
    },
  ],
};

const ILL = /\bmalati\w*|\bmalatti\w*|\binfortun\w*|\bprognosi\b|\bcertificat\w* medic/;
// "continua a decorrere o resta sospeso?", "i giorni di malattia contano nel preavviso?": the notice's running.
const RUNNING =
  /\bsospe\w*|\bdecorr\w*|\bcontinu\w*|\bsi ferm\w*|\bcongel\w*|\bslitt\w*|\bprolung\w*|\ballung\w*|\bconta(?:no)?\b|\bcomput\w*|\bdurante (?:il )?(?:periodo di )?preavviso\b|\bnel preavviso\b/;

/** Whether a notice question asks what an illness does to the notice running. */
export const illnessDuringNoticeAsked = (text: string): boolean =>
  /\bpreavvis/.test(text) && ILL.test(text) && RUNNING.test(text);
