import { sql, type Db } from '../db/connect';
import type { FormQuestion } from '../../src/api/schemas/forms';
import { syncSequences } from './bulk';
import { IDS, addDays, iso } from './ids';

type Q = Omit<FormQuestion, 'help' | 'min' | 'max'> &
  Partial<Pick<FormQuestion, 'help' | 'min' | 'max'>>;
const q = (question: Q): FormQuestion => ({ help: null, min: null, max: null, ...question });

/** Ids the tests and the e2e share. */
export const FORM_IDS = { induction: 1, feedback: 2, securityCheck: 3 } as const;

/** The site induction of crew@: every question type the app knows. */
const INDUCTION: FormQuestion[] = [
  q({
    id: 101,
    type: 'text',
    name: 'full-name',
    label: 'Your full name',
    required: true,
    options: [],
  }),
  q({
    id: 102,
    type: 'number',
    name: 'years-experience',
    label: 'Years of experience',
    required: true,
    options: [],
    min: 0,
    max: 70,
  }),
  q({
    id: 103,
    type: 'yesNo',
    name: 'safety-shoes',
    label: 'Do you have safety shoes?',
    required: true,
    options: [],
  }),
  q({
    id: 104,
    type: 'singleChoice',
    name: 'shirt-size',
    label: 'Shirt size',
    required: true,
    options: ['S', 'M', 'L', 'XL'],
  }),
  q({
    id: 105,
    type: 'multipleChoice',
    name: 'licences',
    label: 'Licences you hold',
    required: false,
    options: ['Forklift', 'Aerial work platform', 'First aid', 'Driving licence B'],
  }),
  q({
    id: 106,
    type: 'date',
    name: 'first-aid-date',
    label: 'Date of your last first aid course',
    required: false,
    options: [],
  }),
  q({
    id: 107,
    type: 'file',
    name: 'id-photo',
    label: 'Photo of your ID card',
    help: 'A photo or a PDF scan.',
    required: true,
    options: [],
  }),
  q({ id: 108, type: 'text', name: 'remarks', label: 'Remarks', required: false, options: [] }),
  q({
    id: 109,
    type: 'signature',
    name: 'signature',
    label: 'Your signature',
    required: true,
    options: [],
  }),
];

const FEEDBACK: FormQuestion[] = [
  q({
    id: 201,
    type: 'singleChoice',
    name: 'rating',
    label: 'How was your last job?',
    required: true,
    options: ['Good', 'Okay', 'Bad'],
  }),
  q({ id: 202, type: 'text', name: 'comments', label: 'Comments', required: false, options: [] }),
];

const SECURITY_CHECK: FormQuestion[] = [
  q({
    id: 301,
    type: 'yesNo',
    name: 'exits-clear',
    label: 'Emergency exits are clear',
    required: true,
    options: [],
  }),
  q({
    id: 302,
    type: 'yesNo',
    name: 'extinguishers',
    label: 'Fire extinguishers are in place',
    required: true,
    options: [],
  }),
  q({
    id: 303,
    type: 'singleChoice',
    name: 'weather',
    label: 'Weather conditions',
    required: true,
    options: ['Safe', 'Caution', 'Stop work'],
  }),
  q({ id: 304, type: 'text', name: 'remarks', label: 'Remarks', required: false, options: [] }),
  q({
    id: 305,
    type: 'signature',
    name: 'signature',
    label: 'Signature of the crew chief',
    required: true,
    options: [],
  }),
];

/** Forms of crew@ (and a feedback form of the chief), and the security checks of the chief's crews. */
export async function seedForms(db: Db, today: Date): Promise<void> {
  const forms: [number, string, string, string, string, FormQuestion[]][] = [
    [
      FORM_IDS.induction,
      'site-induction',
      'Site induction',
      'Fill this in before your first job.',
      'form',
      INDUCTION,
    ],
    [
      FORM_IDS.feedback,
      'job-feedback',
      'Job feedback',
      'Tell us how your last job went.',
      'form',
      FEEDBACK,
    ],
    [
      FORM_IDS.securityCheck,
      'security-check',
      'Security check',
      'Walk the site before the shift starts.',
      'securityCheck',
      SECURITY_CHECK,
    ],
  ];
  for (const [id, name, title, description, kind, questions] of forms) {
    await db.run(sql`INSERT INTO forms (id, name, title, description, kind, questions)
      VALUES (${id}, ${name}, ${title}, ${description}, ${kind}, ${JSON.stringify(questions)}::jsonb)`);
  }
  await db.run(sql`INSERT INTO form_assignments (form_id, person_id) VALUES
    (${FORM_IDS.induction}, ${IDS.crew}), (${FORM_IDS.feedback}, ${IDS.crew}), (${FORM_IDS.feedback}, ${IDS.chief})`);
  // Crew 1 "Stage crew A" today and crew 2 "Build-up crew" tomorrow, both led by chief@ (crews.ts).
  const [t, t1] = [iso(today), iso(addDays(today, 1))];
  await db.run(sql`INSERT INTO security_checks (crew_id, form_id, check_date, shift, title) VALUES
    (1, ${FORM_IDS.securityCheck}, ${t}, 'morning', 'Security check Stage crew A'),
    (1, ${FORM_IDS.securityCheck}, ${t}, 'evening', 'Security check Stage crew A'),
    (2, ${FORM_IDS.securityCheck}, ${t1}, 'morning', 'Security check Build-up crew')`);
  await syncSequences(db, ['forms']);
}
