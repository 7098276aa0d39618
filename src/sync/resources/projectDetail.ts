import {
  invoiceSchema,
  projectActivitySchema,
  projectDocumentSchema,
  projectExtrasSchema,
} from '../../api/schemas/projectDetail';
import { defineArea } from './types';

/**
 * The project detail (issue 13): its documents, invoices, activities and extras (manager
 * contact, password set, logo). No list pull: they are filled for one project when it is
 * opened (sync/projectDetail.ts), as job details are, and kept for offline reading.
 */
export const projectDetailArea = defineArea<
  'projectExtras' | 'projectDocuments' | 'projectInvoices' | 'projectActivities',
  // No pull entry: an empty list would otherwise widen every pull name to string.
  never,
  'project.todo' | 'project.logo'
>({
  tables: {
    projectExtras: projectExtrasSchema,
    projectDocuments: projectDocumentSchema,
    projectInvoices: invoiceSchema,
    projectActivities: projectActivitySchema,
  },
  pulls: [],
  outboxKinds: ['project.todo', 'project.logo'],
});
