export { HYPHEN_LIKE, SPACE_LIKE, characterCount, toHalfWidthDigits } from './characters.ts';
export {
  JIS_X_0208_CHARACTER_COUNT,
  firstUnusableCharacter,
  isJisX0208Character,
  isUsableText,
  jisX0208CodePoints,
  type UsableTextOptions,
} from './jis-x-0208.ts';
export { JIS_SUBSTITUTES, jisSubstitute } from './jis-substitutes.ts';
export { jisText, jisTextWithoutPosition, unusableCharacterMessage } from './jis-text.ts';
export { hasUnsafeCharacter, safeString } from './safe-string.ts';
export {
  maxCharacters,
  optionalText,
  requiredText,
  stringInput,
  type TextFieldOptions,
} from './text-fields.ts';
export { isKatakanaReading, katakanaField } from './kana.ts';
export {
  UNSELECTED_VALUES,
  checkboxGroupField,
  isSelected,
  optionalSelectField,
  selectField,
  selectFieldOf,
} from './choice.ts';
export { isTelNumber, normaliseTel, optionalFaxField, optionalTelField, telDigits, telField } from './tel.ts';
export { EMAIL_MAX_LENGTH, emailField, isEmailAddress } from './email.ts';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';
export { loginPasswordField, passwordField } from './password-schema.ts';
export { isPostalCode, normalisePostalCode } from './postal-code.ts';
export { postalAddressProblem, postalTownProblem, type PostalCandidate } from './postal-address.ts';
export { postalCandidateSchema, postalCodeField } from './postal-code-schema.ts';
export {
  CARD_ERROR_CODES,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  HOLDER_NAME_MAX_LENGTH,
  cardErrorMessage,
  cardNumberError,
  expireError,
  expireFrom,
  holderNameError,
  normaliseCardNumber,
  normaliseExpire,
  securityCodeError,
  type CardErrorCode,
} from './card.ts';
export { cardFieldsSchema, type CardFields } from './card-schema.ts';
export { luhnValid } from './luhn.ts';
export { fieldErrorsOf, type FieldErrors } from './field-errors.ts';
