import { msg } from '@lingui/core/macro';
import type { AreaLabels, Sentence } from './labelTypes';

/** A form by its title; a security check by its title, day and shift. */
const saveForm: Sentence = ({ name, day, shift }) =>
  name
    ? day && shift
      ? msg`Save “${name}”, ${day}, ${shift}`
      : msg`Save the form “${name}”`
    : null;

/** The job's paperwork: forms, documents, the delivery note, the crew chief sheet, sign-off. */
export const PAPERWORK_LABELS = {
  'formFile.upload': {
    plain: msg`Upload a file for a form`,
    says: ({ text }) => (text ? msg`Upload ${text} for a form` : null),
  },
  'formResult.create': { plain: msg`Save a form`, says: (f) => saveForm(f) },
  'formResult.update': { plain: msg`Save a form`, says: (f) => saveForm(f) },
  'formResult.send': {
    plain: msg`Send a form`,
    says: ({ name, day, shift }) =>
      name
        ? day && shift
          ? msg`Send “${name}”, ${day}, ${shift}`
          : msg`Send the form “${name}”`
        : null,
  },
  'deliveryNote.release': { plain: msg`Release the delivery note` },
  'deliveryNote.sign': {
    plain: msg`Sign the delivery note`,
    says: ({ text }) => (text ? msg`Delivery note signed by ${text}` : null),
  },
  'deliveryNote.send': { plain: msg`Send the signed delivery note` },
  'crewChiefSheet.release': { plain: msg`Release the crew chief sheet` },
  'signOff.hours': { plain: msg`Set the sign-off hours` },
  'signOff.confirm': { plain: msg`Confirm the sign-off` },
  'document.sign': {
    plain: msg`Sign a document`,
    says: ({ name }) => (name ? msg`Sign “${name}”` : null),
  },
  'document.upload': {
    plain: msg`Upload a file for a document`,
    says: ({ name, text }) => (name && text ? msg`Upload ${text} for “${name}”` : null),
  },
} satisfies AreaLabels;
