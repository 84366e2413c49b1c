// The schemas of the participation forms: contact, user-content call, interview question.
import { CONTACT_MESSAGE_MAX_LENGTH_CHARS, INTERVIEW_QUESTION_MAX_LENGTH_CHARS, UGC_TEXT_MAX_LENGTH_CHARS } from '../constants';
import { hasMaxLength, isEmail, isTrue } from './rules';
import { required, rule, type Check, type Schema } from './schema';

const maxLength = (max: number, key: Parameters<typeof rule>[1]): Check => rule((value) => hasMaxLength(value, max), key, { max });

export const contactSchema: Schema = {
  name: [required('contact.required.name')],
  email: [required('validation.required.email'), rule(isEmail, 'validation.email')],
  subject: [required('contact.required.subject')],
  message: [required('contact.required.message'), maxLength(CONTACT_MESSAGE_MAX_LENGTH_CHARS, 'contact.messageTooLong')],
  terms: [(value) => (isTrue(value) ? null : { key: 'validation.terms' })],
};

export const ugcSchema: Schema = {
  title: [required('ugc.required.title')],
  text: [required('ugc.required.text'), maxLength(UGC_TEXT_MAX_LENGTH_CHARS, 'ugc.textTooLong')],
};

export const questionSchema: Schema = {
  question: [required('interview.required.question'), maxLength(INTERVIEW_QUESTION_MAX_LENGTH_CHARS, 'interview.questionTooLong')],
};
