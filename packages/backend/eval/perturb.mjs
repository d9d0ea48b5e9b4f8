// Careless rewrites of a question, for `pnpm eval --perturb=NAME`: the same questions as a user types them on a
// phone, to measure whether an answer depends on the surface of the text rather than on what it asks. Only the
// user's own words change (the question and its earlier turns); uploads and expectations stay as written.

const GRAVE = { à: "a'", è: "e'", é: "e'", ì: "i'", ò: "o'", ù: "u'" };

/** Punctuation a hurried user leaves out; a dot or comma inside a number ("1.234,56") stays. */
function dropPunctuation(text) {
  return text
    .replace(/[?!;:«»"“”]/g, ' ')
    .replace(/[.,](?!\d)/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** A small deterministic hash of a string, so a rewritten question is the same on every run. */
function hash(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0), 16777619) >>> 0;
  return h;
}

/**
 * One slip of the thumb in about one longer word in four: two inner letters swapped ("starordinario"), one
 * dropped ("tredicesma"), or a double letter typed single ("quatordicesima") or a single one doubled. The first
 * and last letters stay, as in most real slips; words with digits or capitals (codes, names) are left alone.
 */
function slip(word, seed) {
  const h = hash(`${seed}:${word}`);
  if (h % 4 !== 0) return word;
  const at = 1 + ((h >>> 4) % (word.length - 3));
  const kind = (h >>> 12) % 3;
  const double = word.slice(1, -1).search(/(.)\1/u);
  if (kind === 2 && double >= 0) return word.slice(0, double + 1) + word.slice(double + 2);
  if (kind === 2) return word.slice(0, at + 1) + word[at] + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

export const PERTURBATIONS = {
  /** Accented vowels typed as vowel + apostrophe, as on a keyboard without them ("e'", "perche'"). */
  apostrophes: (text) => text.replace(/[àèéìòù]/g, (c) => GRAVE[c]),
  /** Lower case, no accents, no punctuation: a message dictated or thumbed in a hurry. */
  bare: (text) =>
    dropPunctuation(
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    ),
  /** Lower case only. */
  lower: (text) => text.toLowerCase(),
  /** Accents dropped only ("perche", "e vero", "piu"). */
  noaccents: (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  /** Punctuation dropped only. */
  nopunct: (text) => dropPunctuation(text),
  /** The question mark left out, the rest as written. */
  noqmark: (text) => text.replace(/\s*[?!]+/g, '').trim(),
  /** One slip of the thumb in about one word of seven letters or more in four (see `slip`). */
  typos: (text) => {
    let index = 0;
    return text.replace(/\p{Ll}{7,}/gu, (word, offset) =>
      /\p{Lu}/u.test(text[offset - 1] ?? '') ? word : slip(word, index++),
    );
  },
  /** Upper case throughout, as some users write. */
  shouting: (text) => text.toUpperCase(),
};

/** The question with its user turns rewritten by the named perturbation. */
export function perturb(question, name) {
  const rewrite = PERTURBATIONS[name];
  if (!rewrite)
    throw new Error(`perturbazione sconosciuta: ${name} (note: ${Object.keys(PERTURBATIONS).join(', ')})`);
  return {
    ...question,
    question: rewrite(question.question),
    ...(question.before ? { before: question.before.map(rewrite) } : {}),
  };
}
