import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { businessActivity } from './business-activities.js';
import { askOf } from './off-topic-ask.js';
import { COVERED_SECTORS } from './sectors.js';
import { fold } from './text.js';

/** The ask is which agreement applies: "quale contratto dobbiamo applicare?", "che CCNL si usa?". */
const WHICH_AGREEMENT =
  /\b(?:quale|che|qual e il) (?:contratt\w*|ccnl)(?: collettiv\w*)?(?: nazional\w*)?\b|\bcontratt\w* (?:da|si) (?:applica|usa|utilizza)|\bquale (?:dei due |delle due )?(?:si usa|si applica|va applicat\w*|(?:devo|dobbiamo|dovrei|dovremmo|bisogna) (?:applicare|usare|scegliere)|applico|applichiamo|uso|usiamo|scelgo)\b/;

// A reckoning term the "quale si usa" follows ("divisore quale si usa?", "la tabella, quale si applica?"): the
// ask is which divisor or table, not which agreement.
const OTHER_SUBJECT =
  /\b(?:divisor\w*|coefficient\w*|aliquot\w*|tabell\w*|percentual\w*|maggiorazion\w*|formul\w*|metod\w*|criteri\w*|regol\w*|parametr\w*|moltiplicator\w*|livell\w*|minim[oi]|calcol\w*)\s*[,:]?\s+quale\b/g;

// "ho trovato 1.614,12 per il quarto livello, quale devo usare?": a level's figure found is the choice asked, unless
// the ask names the agreement itself ("quale contratto devo usare?").
const FIGURE_OF_LEVEL = /\d,\d{2}\b[^?]*\blivell\w*|\blivell\w*[^?]*\d,\d{2}\b/;

/** Whether the ask of a folded question is which agreement applies. */
export function asksWhichAgreement(text: string): boolean {
  const ask = askOf(text.replace(OTHER_SUBJECT, (m) => m.replace(/quale$/, 'questo')));
  if (!WHICH_AGREEMENT.test(ask)) return false;
  return !(FIGURE_OF_LEVEL.test(text) && !/\b(?:contratt|ccnl)\w*/.test(ask));
}

/**
 * Several agreements named as the options the writer has read about ("ho letto di tutto: commercio, sanità
 * privata, studi professionali"), asked which one applies: the workplace the story describes (a group practice of
 * family doctors, a shop, a building firm) picks the one of them it implies. Runs on the folded question.
 */
export function workplaceAmongCandidates(kb: KnowledgeBase, text: string, known: number[]): number[] {
  if (!known.length || !asksWhichAgreement(text)) return known;
  const guessed = guessesOfBusiness(kb, text, known);
  if (guessed !== undefined) return [guessed];
  if (known.length < 2) return known;
  // The employers' association the firm belongs to ("sono iscritto a Confesercenti", "siamo associati
  // Confcommercio") signs the agreement it applies: that one, among the candidates of the same sector.
  const member = memberAgreement(kb, text, known);
  if (member !== undefined) return [member];
  const implied = [
    ...new Set(
      COVERED_SECTORS.filter((s) => s.pattern.test(text))
        .map((s) => kb.byId(s.agreement)?.id_categoria)
        .filter((id): id is number => id !== undefined && known.includes(id)),
    ),
  ];
  return implied.length === 1 ? implied : known;
}

// "iscritto alla Confesercenti", "associati a Confcommercio", "aderiamo a Confesercenti", "soci Confcommercio".
const MEMBER_OF =
  /\b(?:iscritt\w*|associat\w*|aderent\w*|aderisc\w*|aderiamo|soci[oa]?|tesserat\w*|l'iscrizione)\b[^.;?!]{0,25}?\b(?:alla |a |all'|con |presso |della )?(\p{L}+)/gu;

/** The candidate signed by the one employers' association the text says the firm belongs to. */
export function memberAgreement(kb: KnowledgeBase, text: string, known: number[]): number | undefined {
  const named = new Set([...text.matchAll(MEMBER_OF)].map((m) => m[1] ?? ''));
  const signedBy = known.filter((id) => {
    const employers = kb.byCategory(id)?.signatories.employers ?? [];
    // The association itself ("Confcommercio - Imprese per l'Italia"), not a federation of a confederation
    // ("Confindustria Moda" is no agreement of every Confindustria member).
    return employers.some((e) => named.has((e.split(' - ')[0] ?? '').trim().toLowerCase()));
  });
  return signedBy.length === 1 ? signedBy[0] : undefined;
}

/**
 * A business told by what it does (business-activities.ts) whose agreement the question does not name, every
 * agreement it names being one the business's row says is not it ("studio dentistico … pensavo commercio o sanità
 * privata", "impresa di traslochi … l'edilizia, il Multiservizi"): the guesses give way to the business's agreement.
 */
function guessesOfBusiness(kb: KnowledgeBase, text: string, known: number[]): number | undefined {
  const row = businessActivity(text);
  const own = row ? kb.byId(row.agreement)?.id_categoria : undefined;
  if (!row?.besides || own === undefined || known.includes(own)) return undefined;
  const setAside = (id: number) => {
    const ccnl = kb.byCategory(id);
    const name = ccnl ? fold(`${ccnl.short_name} ${ccnl.official_name}`) : '';
    return row.besides?.some((b) => b.named.test(name) && b.named.test(text)) ?? false;
  };
  return known.every(setAside) ? own : undefined;
}
