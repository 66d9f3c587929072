export {
  errorEnvelope,
  messageForStatus,
  readErrorEnvelope,
  type ErrorEnvelope,
  type FieldErrors,
} from './error-envelope.ts';
