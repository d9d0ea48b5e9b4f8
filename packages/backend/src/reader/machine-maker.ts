/**
 * A firm named by the machines it builds ("un'azienda di macchine automatiche", "ditta di macchine per
 * imballaggio", "produzione di macchinari industriali") is a metalworking plant: the machines are its product, not
 * a car ("la macchina"), a coffee machine or a rental's fleet.
 */
export const MACHINE_MAKER =
  /\b(?:aziend|ditt|fabbric|impres|stabiliment|societ|produzion|costruzion|costruttor|produttor)\w* (?:\w+ )?(?:di|che (?:produce|costruisce|fa)) (?:macchine|macchinari)\b(?! (?:da |del |per (?:il )?)caffe)(?! (?:a |in )?noleggio)/;

/**
 * Work on machine tools ("operaio attrezzista macchine utensili", "addetto alle macchine utensili"): turning,
 * milling and toolmaking, the metalworking trade itself (an artisan shop is the craft agreement's, sectors.ts).
 */
export const MACHINE_TOOLS = /\bmacchin[ae] utensil[ei]\b/;
