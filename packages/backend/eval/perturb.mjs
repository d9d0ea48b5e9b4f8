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
