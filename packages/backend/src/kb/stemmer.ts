/**
 * A light Italian stemmer after the Snowball algorithm (M. Porter): standard suffixes removed in R2, verb
 * endings in RV, then the final vowel. It works on lowercase text without accents (see `normalise`), which is
 * what the index holds, so "settimanali", "settimanale" and "settimana" meet, and so do "licenziamento" and
 * "licenziato". Words with digits (levels such as "3s", dates) are left alone.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.has(ch);

/** Start of R1 (after the first non-vowel following a vowel) and of R2 (the same rule applied again). */
function regions(word: string): { r1: number; r2: number; rv: number } {
  const after = (from: number) => {
    for (let i = from + 1; i < word.length; i++) if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
    return word.length;
  };
  const r1 = after(0);
  const r2 = after(r1);
  let rv = word.length;
  if (word.length > 3) {
    if (!isVowel(word[1])) {
      for (let i = 2; i < word.length; i++)
        if (isVowel(word[i])) {
          rv = i + 1;
          break;
        }
    } else if (isVowel(word[0]) && isVowel(word[1])) {
      for (let i = 2; i < word.length; i++)
        if (!isVowel(word[i])) {
          rv = i + 1;
          break;
        }
    } else rv = 3;
  }
  return { r1, r2, rv };
}

// Longest first, so that "azione" wins over "one".
const byLength = (list: string[]) => [...list].sort((a, b) => b.length - a.length);

const STEP1_DELETE_R2 = byLength([
  'anza',
  'anze',
  'ico',
  'ici',
  'ica',
  'ice',
  'iche',
  'ichi',
  'ismo',
  'ismi',
  'abile',
  'abili',
  'ibile',
  'ibili',
  'ista',
  'iste',
  'isti',
  'oso',
  'osi',
  'osa',
  'ose',
  'mente',
  'atrice',
  'atrici',
  'ante',
  'anti',
  'azione',
  'azioni',
  'atore',
  'atori',
  'ivo',
  'ivi',
  'iva',
  'ive',
  'ita',
]);
const STEP1_DELETE_RV = byLength(['amento', 'amenti', 'imento', 'imenti']);
// Verb endings; the subjunctive ones ("-essi", "-asse") are left out because they mostly cut nouns here
// ("commessi", "tasse"), and so is "-ere" after "i" ("cameriere", "magazziniere").
const STEP2_VERB = byLength(
  `ammo ando ano are arono ata ate ati ato ava avamo avano avate avi avo emmo enda ende endi endo era erai eranno
  ere erebbe erebbero erei eremmo eremo ereste eresti erete ero iamo immo ir ire irebbe ireste iremmo iremo iscano
  isce isci isco iscono ita ite iti ito iva ivamo ivano ivate ivi ivo ono uta ute uti uto ar`
    .split(/\s+/)
    .filter(Boolean),
);

function endsInRegion(word: string, suffix: string, start: number): boolean {
  return word.endsWith(suffix) && word.length - suffix.length >= start;
}

export function stemItalian(input: string): string {
  if (input.length < 4 || /\d/.test(input)) return input;
  let word = input;
  let { r1, r2, rv } = regions(word);
  let changed = false;

  // Step 1: standard suffixes.
  const logia = ['logia', 'logie'].find((s) => endsInRegion(word, s, r2));
  const uzione = ['uzione', 'uzioni', 'usione', 'usioni'].find((s) => endsInRegion(word, s, r2));
  const enza = ['enza', 'enze'].find((s) => endsInRegion(word, s, r2));
  const r2Suffix = STEP1_DELETE_R2.find((s) => endsInRegion(word, s, r2));
  const rvSuffix = STEP1_DELETE_RV.find((s) => endsInRegion(word, s, rv));
  if (endsInRegion(word, 'amente', r1) && !rvSuffix) {
    word = word.slice(0, -'amente'.length);
    changed = true;
  } else if (logia) {
    word = `${word.slice(0, -logia.length)}log`;
    changed = true;
  } else if (uzione) {
    word = `${word.slice(0, -uzione.length)}u`;
    changed = true;
  } else if (enza) {
    word = `${word.slice(0, -enza.length)}ente`;
    changed = true;
  } else if (rvSuffix) {
    word = word.slice(0, -rvSuffix.length);
    changed = true;
  } else if (r2Suffix) {
    word = word.slice(0, -r2Suffix.length);
    // "-ic-" before -azione/-atore/-ita and "-abil-" before -ita go too, when they sit in R2.
    if (word.endsWith('ic') && word.length - 2 >= r2) word = word.slice(0, -2);
    changed = true;
  }
  if (changed) ({ r1, r2, rv } = regions(word));

  // Step 2: verb endings, only when step 1 removed nothing.
  if (!changed) {
    const verb = STEP2_VERB.find((s) => endsInRegion(word, s, rv) && !(s === 'ere' && word.endsWith('iere')));
    if (verb) word = word.slice(0, -verb.length);
  }

  // Step 3: a final vowel in RV, then an "i" before it; "ch"/"gh" lose the "h".
  if (/[aeio]$/.test(word) && word.length - 1 >= rv) {
    word = word.slice(0, -1);
    if (word.endsWith('i') && word.length - 1 >= rv) word = word.slice(0, -1);
  }
  if ((word.endsWith('ch') || word.endsWith('gh')) && word.length - 2 >= rv) word = word.slice(0, -1);
  return word;
}
