import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The compulsory paternity leave's notice (D.Lgs. 151/2001, art. 27-bis c. 6; art. 31-bis; INL note 2414/2022),
 * read on 2026-11-30: the father tells the employer in writing the days he takes at least 5 days ahead, where the
 * birth allows; the employer must grant them, and a refusal or an obstacle is fined 516 to 2,582 euros.
 */
const PATERNITY_NOTICE: LawFact = {
  figure: 'almeno 5 giorni',
  text: 'il padre comunica per iscritto al datore di lavoro i giorni di congedo di paternità obbligatorio con un anticipo di {figure}, ove possibile rispetto alla nascita (sulla data presunta del parto), salvo condizioni migliori del contratto collettivo; il datore di lavoro è tenuto a riconoscerlo e non può rifiutarlo né ostacolarlo, pena una sanzione amministrativa da 516 a 2.582 euro. Può solo chiedere che le date rispettino il preavviso di 5 giorni, se la nascita lo consentiva.',
  reference: 'D.Lgs. 151/2001, artt. 27-bis c. 6 e 31-bis; nota INL 2414/2022',
  sources: [
    {
      url: 'https://www.ilsole24ore.com/art/congedo-parentale-all-80percento-l-estensione-padri-giro-vite-regole-e-sanzioni-AEjVBaNC',
      label: 'Il Sole 24 Ore: congedo ai padri, il preavviso di 5 giorni e le sanzioni (nota INL 2414/2022)',
      date: '2022-12',
      confidence: 'medium',
    },
    {
      url: 'https://consulentiassociatilavoro.eu/paternita-obbligatoria-precisazioni-dellinl',
      label:
        'Consulenti Associati Lavoro: paternità obbligatoria, le precisazioni dell’INL (nota 2414 del 6 dicembre 2022)',
      date: '2022-12-06',
      confidence: 'medium',
    },
  ],
};

/** The notice or the employer's say asked ("quanto preavviso?", "con quanti giorni di anticipo?", "posso dirgli di no?"). */
const NOTICE_ASKED =
  /\bpreavvis\w*|\b(?:con )?quant\w* (?:giorni )?(?:di |in )?anticip\w*|\bquanto prima\b|\bavvisar\w*|\bcomunicar\w*|\b(?:dir\w*|dare) (?:di )?no\b|\brifiutar\w*|\bnegar\w*/;

/** The notice of a father's compulsory leave, when that is what the question asks: the verdict line and its sources. */
export function paternityNotice(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  const asking = text.length <= 320 ? text : (text.match(/[^.?!]*\?/g) ?? []).join(' ');
  if (!NOTICE_ASKED.test(asking)) return undefined;
  const fact = PATERNITY_NOTICE;
  const said = fact.text.replace('{figure}', fact.figure);
  return {
    line: `Per legge (${fact.reference}) ${said.replace(fact.figure, bold(fact.figure))}`,
    citations: lawCitations(fact, said),
  };
}
