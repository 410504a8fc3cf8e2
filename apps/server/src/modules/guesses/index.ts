/** The guessable secrets' face: one count of wrong answers per account and family (rules.ts). */

export { guessesExhausted, guessesSucceeded, takeGuess } from './guesses.ts';
export {
  type Account,
  type AccountKind,
  delayAfterFailure,
  FAILURE_CAP,
  type SecretFamily,
} from './rules.ts';
