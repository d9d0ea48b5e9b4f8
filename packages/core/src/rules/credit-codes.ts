/**
 * The consumption service's result codes (spec §8), by what they mean. The spec lists the failures; 1 is a
 * success and 0 an answer that could not be read. No dependencies: the catalogue keys its texts by them.
 */
export const CREDIT_CODE = {
  ok: 1,
  invalidAnswer: 0,
  missingParameter: 5039,
  invalidSsoToken: 5051,
  unknownCustomer: 5085,
  invalidProfile: 5089,
  forbidden: 5092,
  noCredit: 5098,
  badCredentials: 801,
  creditCheckNotSet: 5114,
} as const;
