import {
  crewChiefSheetSchema,
  deliveryNoteSchema,
  signOffSchema,
} from '../../api/schemas/crewPaperwork';
import { crewChiefSheetsOfPack, deliveryNotesOfPack, signOffsOfPack } from '../pull/crewPaperwork';
import { defineArea } from './types';
import { isCrew } from './who';

/** Delivery note, crew chief sheet and sign-off of the job-pack crews (issue 5). */
export const crewPaperworkArea = defineArea({
  tables: {
    deliveryNotes: deliveryNoteSchema,
    crewChiefSheets: crewChiefSheetSchema,
    signOffs: signOffSchema,
  },
  pulls: [
    {
      name: 'deliveryNotes',
      table: 'deliveryNotes',
      appliesTo: isCrew,
      fetch: deliveryNotesOfPack,
    },
    {
      name: 'crewChiefSheets',
      table: 'crewChiefSheets',
      appliesTo: isCrew,
      fetch: crewChiefSheetsOfPack,
    },
    { name: 'signOffs', table: 'signOffs', appliesTo: isCrew, fetch: signOffsOfPack },
  ],
  outboxKinds: [
    'deliveryNote.release',
    'deliveryNote.sign',
    'deliveryNote.send',
    'crewChiefSheet.release',
    'signOff.hours',
    'signOff.confirm',
  ],
});
