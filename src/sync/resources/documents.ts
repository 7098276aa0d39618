import { signDocumentSchema } from '../../api/schemas/documents';
import { documentsWithPrefetch } from '../pull/documents';
import { defineArea } from './types';
import { isPersonal } from './who';

/** Documents to sign (issue 6); guests never sign (the server answers them 403). */
export const documentsArea = defineArea({
  tables: { documents: signDocumentSchema },
  pulls: [
    {
      name: 'documentsToSign',
      table: 'documents',
      appliesTo: isPersonal,
      fetch: documentsWithPrefetch,
    },
  ],
  outboxKinds: ['document.sign', 'document.upload'],
});
